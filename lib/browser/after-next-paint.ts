/**
 * Runs `work` once the browser has painted the frame in hand: work that is not the answer to an interaction (a
 * component loaded on the visitor's first tap, say) then no longer delays that answer on screen.
 */
export function afterNextPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
