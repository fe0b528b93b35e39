import type { AppRoute } from '../../shared/routing/app-route.ts';
import { withMembersStrings } from './lib/members-strings.ts';

/** 会员管理 (§2 /members, default member-list): the list, the recycle list, and the hidden
 * member detail (member-list's permission). Names equal PERMISSION_TREE's. */
export const membersRoutes: AppRoute[] = [
  {
    name: 'members',
    path: '/members',
    titleKey: 'members.route.group',
    icon: 'members',
    redirect: 'member-list',
    permission: null,
    children: [
      {
        name: 'member-list',
        path: 'member-list',
        titleKey: 'members.route.list',
        page: withMembersStrings(() => import('./pages/member-list-page.tsx').then((m) => m.MemberListPage)),
      },
      {
        name: 'member-recycle',
        path: 'member-recycle',
        titleKey: 'members.route.recycle',
        page: withMembersStrings(() =>
          import('./pages/member-recycle-page.tsx').then((m) => m.MemberRecyclePage),
        ),
      },
      {
        name: 'member-detail',
        path: 'member-detail/:member_id',
        titleKey: 'members.route.detail',
        hidden: true,
        permission: 'member-list',
        page: withMembersStrings(() =>
          import('./pages/member-detail-page.tsx').then((m) => m.MemberDetailPage),
        ),
      },
    ],
  },
];
