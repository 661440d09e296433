import { formatDayTime } from '@prontidao/domain/format/date';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { InlineLoadError } from '@/components/inline-load-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import {
  type Comment,
  type CommentThreadRef,
  threadQueryOptions,
  usePostComment,
} from '@/lib/queries/comments';
import { myTrainersQuery } from '@/lib/queries/trainers';

/** The server's limit (comments.rpc.ts): 1 to 1,000 characters, one line. */
export const COMMENT_MAX = 1000;

const ROLE_LABELS: Record<Comment['author_role'], string> = { treinador: 'Treinador', aluno: 'Aluno' };

export interface CommentThreadProps {
  thread: CommentThreadRef;
  /** The list's accessible name ('Comentários do treino de 22/03/2026'). */
  label: string;
  /** No form: the reader only reads (a member reads the turma's notes). */
  readOnly?: boolean;
  /** Only the newest ones, still oldest first (the profile shows each turma's latest notes). */
  latest?: number;
  /** What an empty thread says. */
  emptyText?: string;
  /** The field's label. */
  fieldLabel?: string;
}

/**
 * A thread of comments, oldest first, each with its author, 'Treinador' or 'Aluno' and when; the
 * form under it posts one more. A candidate on their own session or week writes once a trainer can
 * read it (or to answer a comment already there); a trainer on a student's thread always can.
 */
export function CommentThread({
  thread,
  label,
  readOnly = false,
  latest,
  emptyText = 'Sem comentários.',
  fieldLabel = 'Seu comentário',
}: CommentThreadProps) {
  const comments = useQuery(threadQueryOptions(thread));
  const isOwnThread = thread.kind !== 'turma' && !thread.studentId;
  const trainers = useQuery({ ...myTrainersQuery, enabled: isOwnThread && !readOnly });

  if (comments.isPending)
    return (
      <div aria-busy="true">
        <span className="sr-only">Carregando comentários...</span>
        <Skeleton className="h-16 w-full" aria-hidden="true" />
      </div>
    );
  if (comments.isError)
    return (
      <InlineLoadError
        text={errorMessage(comments.error, 'Não foi possível carregar os comentários.')}
        onRetry={() => void comments.refetch()}
      />
    );

  const shown = latest ? comments.data.slice(-latest) : comments.data;
  const hasTrainer = trainers.data?.some((trainer) => trainer.ended === null) ?? false;
  const hasReader = !isOwnThread || hasTrainer || comments.data.length > 0;
  return (
    <div className="grid min-w-0 gap-3">
      {/* Mounted with the thread: what the viewer or the other side posts next is read out. */}
      <div aria-live="polite" aria-relevant="additions text" className="min-w-0">
        {shown.length === 0 ? (
          <p className="text-muted-foreground text-sm">{emptyText}</p>
        ) : (
          <ol className="grid min-w-0 gap-2" aria-label={label}>
            {shown.map((comment) => (
              <CommentItem key={comment.id} comment={comment} />
            ))}
          </ol>
        )}
      </div>
      {readOnly || !hasReader ? null : <CommentForm thread={thread} label={fieldLabel} />}
    </div>
  );
}

function CommentItem({ comment }: { comment: Comment }) {
  const role = ROLE_LABELS[comment.author_role];
  return (
    <li
      className={cn(
        'grid min-w-0 gap-1 rounded-md border p-3 text-sm',
        comment.mine ? 'border-primary/30 bg-primary/5' : 'bg-card',
      )}
      data-testid="comment"
    >
      <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
        <span className="min-w-0 font-medium [overflow-wrap:anywhere]">
          {comment.author_name ?? role}
          {comment.mine ? <span className="font-normal text-muted-foreground"> (você)</span> : null}
        </span>
        <Badge variant={comment.author_role === 'treinador' ? 'secondary' : 'outline'}>{role}</Badge>
        <time dateTime={comment.created_at} className="text-muted-foreground text-xs tabular-nums">
          {formatDayTime(comment.created_at)}
        </time>
      </p>
      <p className="min-w-0 whitespace-pre-line [overflow-wrap:anywhere]">{comment.body}</p>
    </li>
  );
}

/** What the field holds: one line (a pasted line break or tab becomes a space). */
const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ');

function CommentForm({ thread, label }: { thread: CommentThreadRef; label: string }) {
  const id = useId();
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const post = usePostComment(thread);

  const send = () => {
    if (post.isPending) return;
    const text = body.trim();
    // Empty is said here; the rest (length, invisible characters) by the server, in its words.
    if (!text) return setProblem('Escreva o comentário.');
    setProblem(null);
    post.mutate(text, {
      onSuccess: () => setBody(''),
      onError: (error) => setProblem(errorMessage(error, 'Não foi possível enviar o comentário.')),
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  // One line: Enter sends (not while an input method is composing a word).
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <form onSubmit={submit} noValidate className="grid min-w-0 gap-2">
      <FormField id={id} label={label} description="Até 1.000 caracteres. Enter envia." error={problem}>
        <textarea
          rows={2}
          maxLength={COMMENT_MAX}
          value={body}
          onChange={(event) => {
            setBody(oneLine(event.target.value));
            if (problem) setProblem(null);
          }}
          onKeyDown={onKeyDown}
          enterKeyHint="send"
          className={cn(
            'flex min-h-16 w-full min-w-0 rounded-md border border-input bg-card px-3 py-2 text-base text-foreground shadow-xs',
            'placeholder:text-muted-foreground aria-invalid:border-destructive',
          )}
        />
      </FormField>
      <Button type="submit" className="justify-self-start" disabled={post.isPending}>
        Enviar
      </Button>
    </form>
  );
}
