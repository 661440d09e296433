import { formatDate } from '@prontidao/domain/format/date';
import { Activity, CalendarRange, ClipboardList, Dumbbell } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { studentPaths } from '@/config/student-paths';
import { type ApprovedStudent, useApprovedStudents } from './api/approved-students';
import { FormSkeleton, isForbidden, LoadError, trainerErrorMessage } from './trainer-states';

const displayName = (student: ApprovedStudent) =>
  student.full_name?.trim() || student.nickname?.trim() || student.email;

/** The students who accepted an invite (active links only), the exam each follows, and their read-only views. */
export function StudentsCard() {
  const students = useApprovedStudents();

  return (
    <section aria-labelledby="alunos-titulo">
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2 id="alunos-titulo">Alunos aprovados</h2>
          </CardTitle>
          <CardDescription>Quem aceitou seu convite e compartilha os dados com você.</CardDescription>
        </CardHeader>
        <CardContent>
          {students.isPending ? (
            <FormSkeleton label="Carregando alunos..." rows={3} />
          ) : students.isError ? (
            <LoadError
              title="Não foi possível carregar seus alunos."
              message={trainerErrorMessage(students.error, 'Tente novamente em instantes.')}
              onRetry={isForbidden(students.error) ? undefined : () => void students.refetch()}
              isRetrying={students.isFetching}
            />
          ) : students.data.length === 0 ? (
            <div className="grid gap-1 text-pretty text-sm" data-testid="students-empty">
              <p className="font-medium">Nenhum aluno vinculado ainda.</p>
              <p className="text-muted-foreground">
                Gere um link de convite e envie ao seu aluno. Quando ele abrir o link e aceitar o
                compartilhamento, aparecerá aqui.
              </p>
            </div>
          ) : (
            <ul className="grid gap-3" aria-label="Alunos aprovados">
              {students.data.map((student) => (
                <StudentItem key={student.id} student={student} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </section>
  );
}

function StudentItem({ student }: { student: ApprovedStudent }) {
  const name = displayName(student);
  const links = studentPaths(student.id);
  return (
    <li className="grid min-w-0 gap-3 rounded-md border p-3" data-testid="student-item">
      <div className="grid min-w-0 gap-0.5">
        <p className="font-medium wrap-anywhere">{name}</p>
        {student.full_name && student.nickname ? (
          <p className="text-muted-foreground text-sm wrap-anywhere">{student.nickname}</p>
        ) : null}
        <p className="min-w-0 text-muted-foreground text-sm wrap-anywhere" data-testid="student-email">
          {student.email}
        </p>
        {student.exam ? (
          <p className="text-sm wrap-anywhere" data-testid="student-exam">
            <span className="text-muted-foreground">Concurso:</span> {student.exam.short_name}
          </p>
        ) : null}
        <p className="text-muted-foreground text-sm">Aprovado em {formatDate(student.approved_at)}</p>
      </div>
      <nav aria-label={`Dados de ${name}`} className="flex flex-wrap gap-2">
        <StudentLink to={links.metrics} name={name} icon={<Activity aria-hidden="true" />} label="Métricas" />
        <StudentLink
          to={links.reports}
          name={name}
          icon={<ClipboardList aria-hidden="true" />}
          label="Relatórios"
        />
        <StudentLink
          to={links.trainings}
          name={name}
          icon={<Dumbbell aria-hidden="true" />}
          label="Treinos"
        />
        {/* Beyond the spec's three: the plan (issue 14), where the trainer adjusts a week. */}
        <StudentLink to={links.plan} name={name} icon={<CalendarRange aria-hidden="true" />} label="Plano" />
      </nav>
    </li>
  );
}

function StudentLink({
  to,
  name,
  icon,
  label,
}: {
  to: string;
  name: string;
  icon: ReactNode;
  label: string;
}) {
  return (
    <Button asChild variant="outline" size="sm">
      <Link to={to} aria-label={`${label} de ${name}`}>
        {icon}
        {label}
      </Link>
    </Button>
  );
}
