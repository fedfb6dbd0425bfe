/** What of a user leaves the server over REST (GraphQL exposes fields in graphql/user.ts). */
import type { OwnAccount, User } from '../../accounts/accounts.service.js';
import { FREE_HIGHLIGHTS_PER_ITEM, v3PremiumFeatures } from '../../accounts/premium.js';

export function presentUser(user: User) {
  return {
    id: String(user.id),
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    isPremium: user.isPremium,
    premiumStatus: user.premiumStatus,
    isAdmin: user.isAdmin,
    accountCreationDate: user.createdAt.toISOString(),
  };
}

/**
 * Pocket's v3 `getuser` shape (docs/PRODUCT.md §3 "User"); an app's token reads the email as null
 * and no aliases (docs/API.md "Scopes").
 */
export function presentV3User(user: OwnAccount) {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return {
    user_id: String(user.id),
    username: user.username,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    premium_status: user.isPremium ? '1' : '0',
    premium_features: v3PremiumFeatures(user),
    // Only free accounts have a limit; Pocket left the field out for premium.
    ...(user.isPremium ? {} : { annotations_per_article_limit: FREE_HIGHLIGHTS_PER_ITEM }),
    is_fxa: user.isFxa,
    birth: user.createdAt.toISOString().replace('T', ' ').slice(0, 19),
    description: user.description,
    avatar_url: user.avatarUrl ?? '',
    aliases: user.email === null ? {} : { [user.email]: { email: user.email, confirmed: '1' } },
    friend: {
      friend_id: String(user.id),
      username: user.username,
      first_name: user.firstName,
      last_name: user.lastName,
    },
    profile: {
      username: user.username,
      name,
      description: user.description,
      avatar_url: user.avatarUrl ?? '',
      uid: user.username,
      type: 'pocket',
    },
  };
}
