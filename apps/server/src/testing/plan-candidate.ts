import { expect } from 'vitest';
import type { TestClient } from './http-client.js';

// The candidate the training-plan tests build their plans for, through the real calls.

/** update_perfil_completo's input: a man of 75 kg and 1.78 m, Soldado, his TAF on `tafDate`. */
export const planProfile = (name: string, nickname: string, tafDate: string) => ({
  p_nome: name,
  p_nickname: nickname,
  p_sexo: 'M',
  p_peso_kg: 75,
  p_altura_cm: 178,
  p_taf_dt: tafDate,
  p_cargo_code: 'SOLDADO',
});

/** Saves the simulation the plans start from: 6 pull-ups, 2400 m in 12:00, 100 m in 1:50. */
export async function saveSimulation(client: TestClient) {
  const test = await client.rpc('save_user_test', {
    barra_reps_param: 6,
    corrida_tempo_seg_param: 720,
    natacao_tempo_seg_param: 110,
  });
  expect(test.status, JSON.stringify(test.json)).toBe(200);
}

/** Logs a 10 km run of an hour on `date`: enough to mark that day's run session done. */
export async function logHourRun(client: TestClient, date: string) {
  const logged = await client.rpc('insert_training_activity', {
    p_activity_type: 'RUN',
    p_value_primary: 10000,
    p_value_secondary: 3600,
    p_duration_minutes: 60,
    p_workout_date: date,
  });
  expect(logged.status, JSON.stringify(logged.json)).toBe(200);
}

/** get_training_plan's data (the call must answer 200). */
export async function getPlan(client: TestClient, input: Record<string, unknown> = {}) {
  const res = await client.rpc('get_training_plan', input);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.data;
}
