import { lazy, Suspense, useCallback, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import './TermRef.css';

/** The popover and the glossary's terms load on the first activation, never with the page. */
const TermPopover = lazy(() => import('./TermPopover'));

export interface TermRefProps {
  /** The glossary term's id: its anchor on the glossary page. */
  termId: string;
  children: ReactNode;
}

/**
 * A glossary term reference: a link to the term's glossary entry (`a[data-term-ref]`, which works without
 * script and in a new tab) whose plain activation — click, tap, Enter — opens a non-modal popover with the
 * term's short definition instead. The link says whether its popover is open (`aria-expanded`) and which
 * element it is (`aria-controls`); a second activation or Escape closes it.
 */
export default function TermRef({ termId, children }: TermRefProps) {
  const [open, setOpen] = useState(false);
  const popoverId = useId();
  const link = useRef<HTMLAnchorElement>(null);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) link.current?.focus();
  }, []);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click (new tab or window) follows the link to the glossary, as on any link.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpen((wasOpen) => !wasOpen);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    }
  };

  return (
    <>
      <Link
        ref={link}
        to={`/glossary#${termId}`}
        data-term-ref={termId}
        className="term-ref"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        onClick={onClick}
        onKeyDown={onKeyDown}
      >
        {children}
      </Link>
      {open && (
        <Suspense fallback={null}>
          <TermPopover id={popoverId} termId={termId} anchor={link} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
