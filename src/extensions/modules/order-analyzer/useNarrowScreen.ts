import { useMediaQuery } from '../../../ui/useMediaQuery';

/**
 * True on a phone-sized screen (at most 40rem wide), where the report's wide tables change shape (the trades
 * table shows its key columns, the hour heatmap stands upright); follows rotation and resizing. False on the server.
 */
export function useNarrowScreen(): boolean {
  return useMediaQuery('(max-width: 40rem)');
}
