/** How far down the window a section's top must have come to count as the one being read (a share of its height). */
export const READING_LINE = 0.3;

/**
 * The section being read: the last one whose top has passed the reading line, or the first while none has.
 * `tops` are the sections' top edges relative to the window, in page order.
 */
export function currentSectionIndex(tops: readonly number[], windowHeight: number): number {
  const line = windowHeight * READING_LINE;
  let current = 0;
  tops.forEach((top, index) => {
    if (top <= line) current = index;
  });
  return current;
}

/**
 * Calls `onChange` with the index of the section being read now and after every scroll or resize, at most once
 * a frame. (An IntersectionObserver would miss a jump that carries sections past the line in one step, such
 * as Home/End or a hash link.) Returns the function that stops watching.
 */
export function watchCurrentSection(elements: readonly Element[], onChange: (index: number) => void): () => void {
  let frame = 0;
  const update = () => {
    frame = 0;
    onChange(currentSectionIndex(elements.map((element) => element.getBoundingClientRect().top), window.innerHeight));
  };
  const schedule = () => {
    frame ||= requestAnimationFrame(update);
  };
  update();
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule, { passive: true });
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
  };
}
