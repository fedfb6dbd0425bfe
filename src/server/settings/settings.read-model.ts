/**
 * Settings as other domains read them (docs/ARCHITECTURE.md, "Dependency rules"): SQL fragments
 * over user_settings for statements that count or pick users by a setting.
 */

/**
 * SQL: the user `userId` (a column or parameter) lets the instance use their reading: they have
 * not turned "Use my reading on this instance to improve recommendations" off (app setting
 * analyticsOptOut, docs/RECOMMENDATIONS.md "Turning it off"). Every count of readers the corpus
 * and recommendations make goes through it.
 */
export const sharesReadingSql = (userId: string) =>
  `NOT EXISTS (SELECT 1 FROM user_settings opt_out WHERE opt_out.user_id = ${userId}
                  AND opt_out.settings @> '{"analyticsOptOut": true}'::jsonb)`;
