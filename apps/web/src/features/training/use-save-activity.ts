// The one way the training page saves a new activity: the offline queue's hook (features/training/
// offline), which sends insert_training_activity with a client key, or keeps the workout on the device
// as 'pendente' when there is no network. `save(input)` resolves with `{ queued: false, result }` or
// `{ queued: true, pending }`; a refusal (4xx) rejects with its ApiError.
export { useLogActivity as useSaveActivity } from './offline/use-log-activity';
