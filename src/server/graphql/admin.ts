/**
 * Administration over GraphQL: the user list and flag switches of /admin/users (admins only),
 * the QA tools' premium toggle (development mode only), and the User fields the web client
 * needs for them (isAdmin, premiumFeatures). Rules live in admin/admin.service.ts.
 */
import type { User as UserModel } from '../accounts/accounts.service.js';
import { premiumFeatures, PREMIUM_FEATURES } from '../accounts/premium.js';
import type { AdminUserPage as AdminUserPageModel } from '../admin/admin.service.js';
import { requireActor } from './auth.js';
import { builder } from './builder.js';
import { User } from './user.js';

const PremiumFeature = builder.enumType('PremiumFeature', { values: PREMIUM_FEATURES });

builder.objectFields(User, (t) => ({
  isAdmin: t.exposeBoolean('isAdmin', {
    nullable: false,
    description: 'Satchel: the user administers this instance (sees /admin/users).',
  }),
  isCurator: t.boolean({
    nullable: false,
    description:
      'Satchel: the user may curate the instance corpus (/admin/corpus); admins may too.',
    resolve: (user) => user.isCurator,
  }),
  premiumFeatures: t.field({
    type: [PremiumFeature],
    nullable: { list: true, items: true },
    description: 'Every feature with premium, none without (always agrees with isPremium).',
    resolve: (user) => premiumFeatures(user),
  }),
}));

const UserFlag = builder.enumType('UserFlag', {
  values: ['PREMIUM', 'ADMIN', 'PILOT', 'CURATOR'] as const,
});

const AdminUser = builder.objectRef<UserModel>('AdminUser').implement({
  description: 'An account as administrators see it.',
  fields: (t) => ({
    id: t.id({ nullable: false, resolve: (user) => String(user.id) }),
    username: t.exposeString('username', { nullable: false }),
    email: t.exposeString('email', { nullable: false }),
    isPremium: t.exposeBoolean('isPremium', { nullable: false }),
    isAdmin: t.exposeBoolean('isAdmin', { nullable: false }),
    isPilot: t.exposeBoolean('isPilot', { nullable: false }),
    isCurator: t.exposeBoolean('isCurator', { nullable: false }),
    accountCreationDate: t.expose('createdAt', { type: 'ISOString', nullable: false }),
  }),
});

const AdminUserPage = builder.objectRef<AdminUserPageModel>('AdminUserPage').implement({
  fields: (t) => ({
    users: t.expose('users', { type: [AdminUser], nullable: false }),
    totalCount: t.exposeInt('totalCount', { nullable: false }),
    endCursor: t.exposeString('endCursor'),
    hasNextPage: t.exposeBoolean('hasNextPage', { nullable: false }),
  }),
});

builder.queryField('adminListenProblem', (t) =>
  t.field({
    type: 'String',
    description:
      'Administrators only: what stops Listen on this server in the operator’s words (a program missing, how to install it), or null when it works.',
    resolve: (_root, _args, context) => context.services.audio.engineProblem(requireActor(context)),
  }),
);

builder.queryField('adminUsers', (t) =>
  t.field({
    type: AdminUserPage,
    nullable: false,
    description:
      'Administrators only: accounts, newest first; search matches email or username (case-insensitive).',
    args: {
      search: t.arg.string(),
      first: t.arg.int({ description: '1–100, default 50.' }),
      after: t.arg.string({ description: 'endCursor of the previous page.' }),
    },
    resolve: (_root, args, context) =>
      context.services.admin.listUsers(requireActor(context), args),
  }),
);

const flagNames = {
  PREMIUM: 'premium',
  ADMIN: 'admin',
  PILOT: 'pilot',
  CURATOR: 'curator',
} as const;

builder.mutationFields((t) => ({
  adminSetUserFlag: t.field({
    type: AdminUser,
    nullable: false,
    description:
      "Administrators only: turns a user's premium, admin, pilot or curator flag on or off (not your own admin).",
    args: {
      userId: t.arg.id({ required: true }),
      flag: t.arg({ type: UserFlag, required: true }),
      on: t.arg.boolean({ required: true }),
    },
    resolve: (_root, { userId, flag, on }, context) =>
      context.services.admin.setUserFlag(requireActor(context), userId, flagNames[flag], on),
  }),
  qaSetPremium: t.field({
    type: User,
    nullable: false,
    description: "QA tools (development mode only): turns the signed-in user's premium on or off.",
    args: { on: t.arg.boolean({ required: true }) },
    resolve: (_root, { on }, context) =>
      context.services.admin.qaSetPremium(requireActor(context), on),
  }),
}));
