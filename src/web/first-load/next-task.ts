// A point where the app's first evaluation gives the main thread back. main.tsx imports it between
// React's modules and the app's: the build evaluates the modules in import order, so its await
// ends one task there and the app's modules run in the next (issue 30: a slow phone's first load
// was one long task of module evaluation). In Node (the build's prerender, the server's render)
// and in tests it does not wait.
if (typeof window !== 'undefined' && !import.meta.env.SSR && import.meta.env.PROD) {
  await nextTask();
}

/** Resolves in a task of its own, after what the browser has queued (a paint, input, a response). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
