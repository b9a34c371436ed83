import { type RefObject, useEffect, useRef } from 'react';
import type { Chart } from './chartist.ts';

/**
 * Draws a Chartist chart of `data` into the returned element and redraws it when `data` changes; Chartist's own
 * resize listener keeps it fitted to its box. The chart is detached (listeners removed) on unmount.
 */
export function useChart<Data>(
  draw: (element: HTMLDivElement, data: Data) => Chart,
  data: Data,
): RefObject<HTMLDivElement | null> {
  const ref = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `draw` is a fresh closure each render; `data` is what changes the drawing.
  useEffect(() => {
    if (!ref.current) return;
    const chart = draw(ref.current, data);
    return () => {
      chart.detach();
    };
  }, [data]);
  return ref;
}
