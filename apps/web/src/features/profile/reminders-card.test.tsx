import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RpcInput } from '@/lib/rpc';
import { rpcError, rpcHandler, server } from '@/testing/msw-server';
import { PUSH_PUBLIC_KEY, type ReminderSettingsFixture, reminderSettings } from '@/testing/notifications';
import { fakePushBrowser, fakeSubscription, restorePushBrowser } from '@/testing/push-browser';
import { renderRoutes } from '@/testing/render';
import { base64UrlToBytes } from './reminders/push-subscription';
import { RemindersCard } from './reminders-card';

// jsdom has no Push API: the card runs with a browser that has one (testing/push-browser.ts), through
// the app's own push module.

const subscription = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/aparelho-da-ana',
  expirationTime: null,
  keys: {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
};

/** Serves the choices as the server keeps them; returns what was sent. */
function serve(initial: ReminderSettingsFixture = reminderSettings()) {
  let settings = initial;
  const sent = {
    settings: [] as RpcInput<'set_notification_settings'>[],
    saved: [] as RpcInput<'save_push_subscription'>[],
    deleted: [] as RpcInput<'delete_push_subscription'>[],
  };
  server.use(
    rpcHandler('get_notification_settings', () => settings),
    rpcHandler('set_notification_settings', (change) => {
      sent.settings.push(change);
      const disabled = change.disabled_kinds;
      settings = {
        ...settings,
        ...(change.session_hour === undefined ? {} : { session_hour: change.session_hour }),
        ...(change.quiet_start === undefined ? {} : { quiet_start: change.quiet_start }),
        ...(change.quiet_end === undefined ? {} : { quiet_end: change.quiet_end }),
        ...(change.email === undefined ? {} : { email: change.email }),
        kinds: settings.kinds.map((kind) =>
          disabled ? { ...kind, enabled: !disabled.includes(kind.kind) } : kind,
        ),
      };
      return settings;
    }),
    rpcHandler('save_push_subscription', (input) => {
      sent.saved.push(input);
      settings = { ...settings, push_devices: settings.push_devices + 1 };
      return { saved: true as const };
    }),
    rpcHandler('delete_push_subscription', (input) => {
      sent.deleted.push(input);
      settings = { ...settings, push_devices: Math.max(0, settings.push_devices - 1) };
      return { deleted: true };
    }),
  );
  return sent;
}

const renderCard = () =>
  renderRoutes([{ path: '/aluno/perfil', element: <RemindersCard /> }], '/aluno/perfil');
const card = () => within(screen.getByRole('region', { name: 'Lembretes' }));
const device = () => within(screen.getByRole('region', { name: 'Notificações neste aparelho' }));

/** The browser's subscription, whose JSON is `subscription`. */
const made = () =>
  fakeSubscription(subscription.endpoint, base64UrlToBytes(PUSH_PUBLIC_KEY), subscription.keys);

beforeEach(() => {
  fakePushBrowser();
});
afterEach(() => {
  restorePushBrowser();
  toast.dismiss();
});

describe('Lembretes: what and when', () => {
  it('lists each kind with its description, and turning one off sends the kinds that are off', async () => {
    const sent = serve();
    renderCard();
    const session = await screen.findByRole('checkbox', { name: 'Treino do dia' });
    expect(session.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('A sessão do seu plano de hoje, na hora que você escolher.').id).toBe(
      session.getAttribute('aria-describedby'),
    );
    expect((session as HTMLInputElement).checked).toBe(true);

    await userEvent.click(session);
    await waitFor(() => expect(sent.settings).toEqual([{ disabled_kinds: ['sessao_do_dia'] }]));
    expect((session as HTMLInputElement).checked).toBe(false);
    expect(await screen.findByText('Lembretes salvos')).toBeTruthy();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Resumo da semana' }));
    await waitFor(() => expect(sent.settings).toHaveLength(2));
    expect(sent.settings[1]).toEqual({ disabled_kinds: ['sessao_do_dia', 'resumo_semanal'] });
    await userEvent.click(session);
    await waitFor(() => expect(sent.settings[2]).toEqual({ disabled_kinds: ['resumo_semanal'] }));
  });

  it("changes the hour of the day's session", async () => {
    const sent = serve();
    renderCard();
    const hour = await screen.findByRole('combobox', { name: 'Hora do treino do dia' });
    expect((hour as HTMLSelectElement).value).toBe('7');
    expect(
      within(hour)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toHaveLength(24);
    expect(within(hour).getByRole('option', { name: '07:00' })).toBeTruthy();
    await userEvent.selectOptions(hour, '19:00');
    await waitFor(() => expect(sent.settings).toEqual([{ session_hour: 19 }]));
    expect((hour as HTMLSelectElement).value).toBe('19');
  });

  it('saves the quiet hours when the time box is left, and the e-mail choice', async () => {
    const sent = serve();
    renderCard();
    const start = await screen.findByLabelText('Silêncio das');
    expect((start as HTMLInputElement).value).toBe('22:00');
    expect((screen.getByLabelText('Silêncio às') as HTMLInputElement).value).toBe('07:00');
    await userEvent.clear(start);
    await userEvent.type(start, '23:30');
    expect(sent.settings).toEqual([]);
    await userEvent.tab();
    await waitFor(() => expect(sent.settings).toEqual([{ quiet_start: '23:30' }]));

    const email = screen.getByRole('checkbox', { name: 'Lembretes por e-mail' });
    expect(screen.getByText(/Só “Contagem para o TAF” e “Resumo da semana” vão por e-mail/)).toBeTruthy();
    await userEvent.click(email);
    await waitFor(() => expect(sent.settings).toEqual([{ quiet_start: '23:30' }, { email: false }]));
  });

  it('puts the choice back and says so when saving fails', async () => {
    serve();
    server.use(
      rpcError('set_notification_settings', 429, {
        code: 'TOO_MANY_REQUESTS',
        message: 'Muitas tentativas.',
      }),
    );
    renderCard();
    const session = await screen.findByRole('checkbox', { name: 'Treino do dia' });
    await userEvent.click(session);
    expect(await screen.findByText('Erro ao salvar os lembretes')).toBeTruthy();
    expect(screen.getByText('Muitas tentativas.')).toBeTruthy();
    await waitFor(() => expect((session as HTMLInputElement).checked).toBe(true));
  });

  it("a trainer's card has no hour of the day's session nor e-mail", async () => {
    serve(
      reminderSettings({
        kinds: [
          {
            kind: 'aluno_aceitou',
            label: 'Convites aceitos',
            description: 'Quando um aluno aceita seu convite.',
            email: false,
            enabled: true,
          },
        ],
      }),
    );
    renderCard();
    expect(await screen.findByRole('checkbox', { name: 'Convites aceitos' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Hora do treino do dia' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Lembretes por e-mail' })).toBeNull();
  });
});

describe('Lembretes: notifications on this device', () => {
  it("'Ativar notificações' subscribes with the server's key and saves the subscription", async () => {
    const sent = serve();
    const browser = fakePushBrowser({ subscribe: async () => made() });
    renderCard();
    const enable = await screen.findByRole('button', { name: 'Ativar notificações' });
    await userEvent.click(enable);
    await waitFor(() => expect(sent.saved).toEqual([{ p_subscription: subscription }]));
    expect(browser.pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: base64UrlToBytes(PUSH_PUBLIC_KEY),
    });
    expect(await device().findByText('Ativas neste aparelho')).toBeTruthy();
    // The same button, now 'Desativar', keeps the focus.
    expect(document.activeElement).toBe(device().getByRole('button', { name: 'Desativar' }));
    expect(await screen.findByText('Notificações ativadas')).toBeTruthy();
  });

  it('says the notifications are blocked when the permission is denied', async () => {
    const sent = serve();
    fakePushBrowser({ answer: 'denied' });
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Ativar notificações' }));
    expect((await device().findByRole('alert')).textContent).toBe(
      'As notificações estão bloqueadas neste navegador: libere nas configurações do site.',
    );
    expect(device().queryByRole('button')).toBeNull();
    expect(sent.saved).toEqual([]);
  });

  it('says so when subscribing fails, and keeps the button to try again', async () => {
    serve();
    fakePushBrowser({
      subscribe: async () => {
        throw new DOMException('Registration failed - push service error', 'AbortError');
      },
    });
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Ativar notificações' }));
    expect((await device().findByRole('alert')).textContent).toBe(
      'Não foi possível ativar as notificações neste navegador agora. Tente de novo mais tarde.',
    );
    expect(device().getByRole('button', { name: 'Ativar notificações' })).toBeTruthy();
  });

  it("shows the server's refusal and drops the subscription it will not use", async () => {
    serve();
    server.use(
      rpcError('save_push_subscription', 400, {
        code: 'VALIDATION_FAILED',
        message: 'Serviço de notificações não aceito.',
      }),
    );
    const subscribed = made();
    fakePushBrowser({ subscribe: async () => subscribed });
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Ativar notificações' }));
    expect((await device().findByRole('alert')).textContent).toBe('Serviço de notificações não aceito.');
    expect(subscribed.unsubscribe).toHaveBeenCalledOnce();
    expect(device().queryByText('Ativas neste aparelho')).toBeNull();
  });

  it('says when this browser cannot receive pushes', async () => {
    serve();
    restorePushBrowser();
    renderCard();
    await screen.findByRole('region', { name: 'Notificações neste aparelho' });
    expect(
      await device().findByText(
        'Este navegador não recebe notificações push; os lembretes continuam na central e por e-mail.',
      ),
    ).toBeTruthy();
    expect(device().queryByRole('button')).toBeNull();
  });

  it("'Desativar' unsubscribes this browser and the server forgets it", async () => {
    const sent = serve(reminderSettings({ push_devices: 1 }));
    const existing = made();
    fakePushBrowser({ permission: 'granted', existing });
    renderCard();
    await screen.findByRole('region', { name: 'Notificações neste aparelho' });
    expect(await device().findByText('Ativas neste aparelho')).toBeTruthy();
    await userEvent.click(device().getByRole('button', { name: 'Desativar' }));
    await waitFor(() => expect(sent.deleted).toEqual([{ p_endpoint: subscription.endpoint }]));
    expect(await device().findByRole('button', { name: 'Ativar notificações' })).toBeTruthy();
    expect(existing.unsubscribe).toHaveBeenCalledOnce();
    expect(card().queryByText('Ativas neste aparelho')).toBeNull();
  });
});
