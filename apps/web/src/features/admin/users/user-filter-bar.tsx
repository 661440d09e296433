import { ROLES } from '@prontidao/domain/auth/roles';
import { PLAN_CODES, PLAN_NAMES } from '@prontidao/domain/plans/plan-codes';
import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '../native-select';
import { useDebouncedValue } from './use-debounced-value';
import { QUERY_MAX, ROLE_LABELS, STATUS_LABELS, STATUSES, type UserFilters } from './user-filters';

export const SEARCH_DEBOUNCE_MS = 300;

/** Search (debounced) and the three filters; every change goes to the address. */
export function UserFilterBar({
  filters,
  onChange,
}: {
  filters: UserFilters;
  onChange: (filters: UserFilters) => void;
}) {
  const [text, setText] = useState(filters.q ?? '');
  const debounced = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const applied = useRef(debounced);
  const latest = useRef({ filters, onChange });
  latest.current = { filters, onChange };

  useEffect(() => {
    if (debounced === applied.current) return;
    applied.current = debounced;
    const { filters: current, onChange: change } = latest.current;
    change({ ...current, q: debounced || undefined });
  }, [debounced]);

  return (
    // biome-ignore lint/a11y/useSemanticElements: a form (Enter searches at once); jsdom has no <search>.
    <form
      role="search"
      aria-label="Filtrar usuários"
      onSubmit={(event) => {
        // Enter searches at once, without waiting for the pause.
        event.preventDefault();
        applied.current = text.trim();
        onChange({ ...filters, q: text.trim() || undefined });
      }}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]"
    >
      <div className="grid gap-2 sm:col-span-2 lg:col-span-1">
        <Label htmlFor="admin-user-search">Buscar</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id="admin-user-search"
            type="search"
            className="ps-9"
            value={text}
            maxLength={QUERY_MAX}
            onChange={(event) => setText(event.target.value)}
            aria-describedby="admin-user-search-hint"
            autoComplete="off"
          />
        </div>
        <p id="admin-user-search-hint" className="text-muted-foreground text-xs">
          Início do nome, do apelido ou do e-mail.
        </p>
      </div>
      <FilterSelect
        id="admin-user-role"
        label="Papel"
        value={filters.role}
        options={ROLES.map((role) => [role, ROLE_LABELS[role]])}
        onChange={(role) => onChange({ ...filters, role })}
      />
      <FilterSelect
        id="admin-user-plan"
        label="Plano"
        value={filters.plan}
        options={PLAN_CODES.map((code) => [code, PLAN_NAMES[code]])}
        onChange={(plan) => onChange({ ...filters, plan })}
      />
      <FilterSelect
        id="admin-user-status"
        label="Situação"
        value={filters.status}
        options={STATUSES.map((status) => [status, STATUS_LABELS[status]])}
        onChange={(status) => onChange({ ...filters, status })}
      />
    </form>
  );
}

function FilterSelect<T extends string>({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: T | undefined;
  options: [T, string][];
  onChange: (value: T | undefined) => void;
}) {
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange((event.target.value || undefined) as T | undefined)}
      >
        <option value="">Todos</option>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
