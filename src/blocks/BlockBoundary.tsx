import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function BlockError() {
  const { t } = useTranslation('blocks');
  return (
    <p className="block-error" role="alert">
      {t('blockError')}
    </p>
  );
}

interface Props {
  /** The block's type, for the console message. */
  type: string;
  children: ReactNode;
  /** Rendered after the notice when the block failed (the content's last child stands in for it otherwise). */
  afterNotice?: ReactNode;
}

/** An error boundary around one block: a block that throws shows a short notice, the page stays up. */
export default class BlockBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`Block "${this.props.type}" failed to render`, error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <>
        <BlockError />
        {this.props.afterNotice}
      </>
    );
  }
}
