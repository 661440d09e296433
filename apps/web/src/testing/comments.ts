import { rpcHandler } from './msw-server';

/**
 * Comment threads (components/comment-thread) with nothing in them, and no trainer: for the tests of
 * pages that show a thread but are about something else.
 */
export const noComments = () => [
  rpcHandler('get_session_comments', () => []),
  rpcHandler('get_week_comments', () => []),
  rpcHandler('get_turma_notes', () => []),
  rpcHandler('get_my_trainers', () => []),
];
