import type { AppRoute } from '../../shared/routing/app-route.ts';
import { withCommentsStrings } from './lib/comments-strings.ts';

/** 评价管理 (§2 /comments): the goods comments list. Names equal PERMISSION_TREE's. */
export const commentsRoutes: AppRoute[] = [
  {
    name: 'comments',
    path: '/comments',
    titleKey: 'comments.route.group',
    icon: 'assistant',
    redirect: 'goods-comment-list',
    permission: null,
    children: [
      {
        name: 'goods-comment-list',
        path: 'goods-comment-list',
        titleKey: 'comments.route.list',
        page: withCommentsStrings(() =>
          import('./pages/comment-list-page.tsx').then((m) => m.CommentListPage),
        ),
      },
    ],
  },
];
