/** Resolves in a task of its own: the work after it does not lengthen the task that awaits it. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
