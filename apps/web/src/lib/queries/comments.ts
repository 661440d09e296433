import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type RpcOutput, rpc } from '@/lib/rpc';
import { queryKeys } from './query-keys';

// Comments (issue 24, decision 049): a thread on a student's session or week, between the student and
// their trainers, and a trainer's notes to a turma. The trainer's student views, the candidate's own
// training and plan pages, the turma page and the profile read them through components/comment-thread.

export type Comment = RpcOutput<'get_session_comments'>[number];

/** Which thread: `studentId` is the student a trainer reads; without it, the signed-in candidate's own. */
export type CommentThreadRef =
  | { kind: 'session'; activityId: string; studentId?: string | null }
  | { kind: 'week'; weekStart: string; studentId?: string | null }
  | { kind: 'turma'; turmaId: string };

/** Where a student's thread lives: under the trainer's view of that student, or the candidate's own. */
const studentThreadKey = (studentId: string | null | undefined, ...rest: string[]) =>
  studentId ? [...queryKeys.studentView(studentId), 'comments', ...rest] : [...queryKeys.comments, ...rest];

const forStudent = (studentId: string | null | undefined) => (studentId ? { user_id: studentId } : {});

/** get_session_comments: the thread on one session, oldest first. */
export const sessionCommentsQuery = (activityId: string, studentId: string | null = null) =>
  queryOptions({
    queryKey: studentThreadKey(studentId, 'session', activityId),
    queryFn: () => rpc('get_session_comments', { activity_id: activityId, ...forStudent(studentId) }),
  });

/** get_week_comments: the thread on one week (its Monday, 'YYYY-MM-DD'), oldest first. */
export const weekCommentsQuery = (weekStart: string, studentId: string | null = null) =>
  queryOptions({
    queryKey: studentThreadKey(studentId, 'week', weekStart),
    queryFn: () => rpc('get_week_comments', { week_start: weekStart, ...forStudent(studentId) }),
  });

/** get_turma_notes: the trainer's notes to a turma, oldest first (its trainer and its members read them). */
export const turmaNotesQuery = (turmaId: string) =>
  queryOptions({
    queryKey: [...queryKeys.comments, 'turma', turmaId],
    queryFn: () => rpc('get_turma_notes', { turma_id: turmaId }),
  });

/** The query of a thread, whichever kind. */
export function threadQueryOptions(thread: CommentThreadRef) {
  if (thread.kind === 'session') return sessionCommentsQuery(thread.activityId, thread.studentId);
  if (thread.kind === 'week') return weekCommentsQuery(thread.weekStart, thread.studentId);
  return turmaNotesQuery(thread.turmaId);
}

/** post_session_comment, post_week_comment or post_turma_note: each answers the whole thread. */
function postComment(thread: CommentThreadRef, body: string): Promise<Comment[]> {
  if (thread.kind === 'session')
    return rpc('post_session_comment', {
      activity_id: thread.activityId,
      ...forStudent(thread.studentId),
      body,
    });
  if (thread.kind === 'week')
    return rpc('post_week_comment', { week_start: thread.weekStart, ...forStudent(thread.studentId), body });
  return rpc('post_turma_note', { turma_id: thread.turmaId, body });
}

/** Posts on a thread; the answer (the whole thread) replaces the cached one. */
export function usePostComment(thread: CommentThreadRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => postComment(thread, body),
    onSuccess: (comments) => queryClient.setQueryData(threadQueryOptions(thread).queryKey, comments),
  });
}
