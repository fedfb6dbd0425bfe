/**
 * v3/get's `account` block (account=1 / forceaccount=1, docs/POCKET-COMPATIBILITY.md §3.4):
 * getuser's fields (user.presenter.ts) in the shape the retrieve call returned them.
 */
import type { OwnAccount } from '../../accounts/accounts.service.js';
import { presentV3User } from '../presenters/user.presenter.js';

const ALLTIME_STATUS: Record<OwnAccount['premiumStatus'], string> = {
  NEVER: '0',
  ACTIVE: '1',
  EXPIRED: '2',
};

export function presentV3Account(user: OwnAccount) {
  const base = presentV3User(user);
  return {
    user_id: base.user_id,
    username: base.username,
    email: base.email,
    birth: base.birth,
    first_name: base.first_name,
    last_name: base.last_name,
    premium_status: base.premium_status,
    is_fxa: user.isFxa ? 'true' : 'false',
    aliases: base.aliases,
    profile: {
      ...base.profile,
      follower_count: 0,
      follow_count: 0,
      is_following: 0,
      sort_id: 1,
    },
    premium_features: base.premium_features,
    premium_alltime_status: ALLTIME_STATUS[user.premiumStatus],
    premium_on_trial: '0',
    ...('annotations_per_article_limit' in base
      ? { annotations_per_article_limit: base.annotations_per_article_limit }
      : {}),
  };
}
