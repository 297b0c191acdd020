import { describe, expect, it } from 'vitest';
import { nextOpenMenu, type MenuEvent, type OpenMenu } from './desktopMenuState';

/** The state after a sequence of events, from all menus closed. */
const after = (...events: MenuEvent[]): OpenMenu => events.reduce(nextOpenMenu, null);

describe('desktop menu state (disclosure navigation)', () => {
  it('a click toggles a menu; a click on another menu opens that one instead', () => {
    expect(after({ type: 'press', id: 'tools', pointer: true })).toEqual({ id: 'tools', by: 'press' });
    expect(after({ type: 'press', id: 'tools', pointer: true }, { type: 'press', id: 'tools', pointer: true })).toBeNull();
    expect(after({ type: 'press', id: 'tools', pointer: true }, { type: 'press', id: 'learn', pointer: true })).toEqual({ id: 'learn', by: 'press' });
  });

  it('Enter and Space toggle, also a menu that hover opened', () => {
    expect(after({ type: 'press', id: 'learn', pointer: false })).toEqual({ id: 'learn', by: 'press' });
    expect(after({ type: 'press', id: 'learn', pointer: false }, { type: 'press', id: 'learn', pointer: false })).toBeNull();
    expect(after({ type: 'hover', id: 'learn' }, { type: 'press', id: 'learn', pointer: false })).toBeNull();
  });

  it('the click that follows a hover keeps the menu open, and then leaving it does not close it', () => {
    const clicked = after({ type: 'hover', id: 'tools' }, { type: 'press', id: 'tools', pointer: true });
    expect(clicked).toEqual({ id: 'tools', by: 'press' });
    expect(nextOpenMenu(clicked, { type: 'leave', id: 'tools' })).toEqual({ id: 'tools', by: 'press' });
  });

  it('a hover-opened menu closes when the pointer leaves it; leaving another menu changes nothing', () => {
    expect(after({ type: 'hover', id: 'tools' }, { type: 'leave', id: 'tools' })).toBeNull();
    expect(after({ type: 'hover', id: 'tools' }, { type: 'leave', id: 'learn' })).toEqual({ id: 'tools', by: 'hover' });
  });

  it('hovering another menu moves to it; hovering the open menu again keeps how it was opened', () => {
    expect(after({ type: 'press', id: 'tools', pointer: true }, { type: 'hover', id: 'learn' })).toEqual({ id: 'learn', by: 'hover' });
    expect(after({ type: 'press', id: 'tools', pointer: true }, { type: 'hover', id: 'tools' })).toEqual({ id: 'tools', by: 'press' });
  });

  it('close closes whatever is open', () => {
    expect(after({ type: 'press', id: 'tools', pointer: true }, { type: 'close' })).toBeNull();
    expect(after({ type: 'hover', id: 'tools' }, { type: 'close' })).toBeNull();
  });
});
