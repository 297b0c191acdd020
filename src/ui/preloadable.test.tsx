// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadable } from './preloadable';

const Hello = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('preloadable', () => {
  it('loads nothing until rendered or preloaded, and loads once', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Hello }));
    const Lazy = preloadable(load);
    expect(load).not.toHaveBeenCalled();
    await Lazy.preload();
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once, without suspending, once preloaded', async () => {
    const Lazy = preloadable(() => Promise.resolve({ default: Hello }));
    await Lazy.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('suspends like React.lazy when rendered before it is loaded', async () => {
    const Lazy = preloadable(() => Promise.resolve({ default: Hello }));
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Bo" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    await act(async () => {
      await Lazy.preload();
    });
    expect(await screen.findByText('Hello Bo')).toBeTruthy();
  });
});
