/**
 * Edits a visitor made in the prerendered page before React attached its handlers: a number typed, a
 * radio button or option chosen, a box ticked, a file picked. React keeps what the field shows when it
 * hydrates, but does not tell the component, so the results would belong to the prerendered values while
 * the fields show others (a liquidation price for 10x beside a leverage field reading 20). This finds every
 * field under `root` whose state differs from its prerendered default and replays the edit as the browser
 * would have reported it, so the component's own change handler takes it in. Returns how many it replayed.
 *
 * Call it once the fields are hydrated (an effect after hydration). A field React renders with another
 * value than the prerendered one is not an edit: React sets the default to its own value when it hydrates,
 * so only what the visitor changed differs.
 */
export function replayEditsBeforeHydration(root: ParentNode): number {
  // All edits are read first: the first replay re-renders the controlled fields, which sets every field
  // not yet replayed back to the component's state.
  const edits = [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select')].flatMap((field) => {
    const edit = field.disabled ? undefined : editOf(field);
    return edit ? [edit] : [];
  });
  for (const replay of edits) replay();
  return edits.length;
}

type Replay = () => void;

function editOf(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement): Replay | undefined {
  if (field instanceof HTMLSelectElement) {
    const chosen = [...field.options].map((option) => option.selected);
    if (!field.options.length || [...field.options].every((option) => option.selected === option.defaultSelected)) return undefined;
    return () => {
      [...field.options].forEach((option, index) => (option.selected = chosen[index] ?? false));
      announce(field, 'change');
    };
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    // Choosing a radio button changes two in its group: the chosen one is replayed.
    const checked = field.checked;
    if (checked === field.defaultChecked || (field.type === 'radio' && !checked)) return undefined;
    return () => {
      // Set to the other state (React's tracker sees it), then clicked as the visitor did: React listens to clicks.
      field.checked = !checked;
      field.click();
    };
  }
  if (field instanceof HTMLInputElement && field.type === 'file') {
    return field.files && field.files.length > 0 ? () => announce(field, 'change') : undefined;
  }
  const typed = field.value;
  if (typed === field.defaultValue) return undefined;
  return () => {
    // React notices a changed value by comparing the field with what it last saw (a tracker on the element's
    // own `value` property). Going through that property to the prerendered value, and back to the visitor's
    // through the prototype's setter (which the tracker does not see), makes the input event count as one.
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
    announce(field, 'input');
  };
}

function announce(field: Element, type: 'change' | 'input'): void {
  field.dispatchEvent(new Event(type, { bubbles: true }));
}
