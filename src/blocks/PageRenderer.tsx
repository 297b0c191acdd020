import { Suspense, useEffect, useMemo, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import site from 'virtual:futureslab/site';
import type { LoadedPage } from '../engine/routeTypes';
import type { Block } from '../engine/specTypes.generated';
import { blockHydrated, pageRendered } from '../ui/pageHydration';
import BlockBoundary from './BlockBoundary';
import ComingSoon from './ComingSoon';
import { blockRegistry, PageContents, type BlockComponent } from './registry';
import { useSpecText } from './useSpecText';
import './PageRenderer.css';

/** Sets `content` of `<meta name="description">`, creating the tag when the document has none. */
function setMetaDescription(content: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = content;
}

/** The key of a block on its page. */
const blockKey = (block: Block, index: number) => block.id ?? `${block.type}-${index}`;

/**
 * Renders nothing. As the last child of a block's Suspense boundary, its effect runs once the block's
 * content has hydrated (React hydrates each boundary on its own, after the page around it).
 */
function BlockHydrated({ name, element }: { name: string; element: RefObject<HTMLDivElement | null> }) {
  useEffect(() => blockHydrated(name, element.current), [name, element]);
  return null;
}

function BlockView({ block, index }: { block: Block; index: number }) {
  const { t } = useTranslation('blocks');
  const element = useRef<HTMLDivElement>(null);
  // The registry pairs each type with its component; TypeScript cannot correlate the union by itself.
  const Component = blockRegistry[block.type] as BlockComponent;
  const hydrated = <BlockHydrated name={blockKey(block, index)} element={element} />;
  return (
    <div ref={element} className={`block block-${block.type}`} id={block.id} data-block={block.type}>
      <BlockBoundary type={block.type} afterNotice={hydrated}>
        <Suspense fallback={<p className="block-loading">{t('loading')}</p>}>
          {Component ? <Component block={block} /> : null}
          {hydrated}
        </Suspense>
      </BlockBoundary>
    </div>
  );
}

/**
 * Renders a page spec: `<main id="main" data-page>` with exactly one `<h1>` (the title), the optional
 * lead, a long page's "On this page" list, then each block through the registry, each in its own error
 * boundary and anchored by its `id`.
 * `status: soon` renders the coming-soon template instead. Keeps `document.title`
 * ('Title · FuturesLab') and the meta description in the current language.
 */
export default function PageRenderer({ page }: { page: LoadedPage }) {
  const text = useSpecText();
  const title = text(page.title);
  const description = text(page.description);
  const soon = page.status === 'soon';
  const { t } = useTranslation('blocks');
  const contents = useMemo(() => page.contents?.map((section) => ({ id: section.id, label: text(section.heading) })), [page, text]);

  useEffect(() => {
    document.title = `${title} · ${site.name}`;
    setMetaDescription(description);
  }, [title, description]);
  useEffect(() => pageRendered(soon ? [] : page.blocks.map(blockKey)), [page, soon]);

  return (
    <main id="main" className={contents && !soon ? 'page page-with-contents' : 'page'} data-page={page.id} data-soon={soon ? '' : undefined} tabIndex={-1}>
      {soon ? (
        <ComingSoon page={page} />
      ) : (
        <>
          <header className="page-header">
            <h1>{title}</h1>
            {page.lead && <p className="page-lead">{text(page.lead)}</p>}
          </header>
          {contents ? (
            <Suspense fallback={null}>
              <PageContents sections={contents} texts={{ heading: t('contents.heading'), open: t('contents.open'), backToTop: t('contents.backToTop') }} />
            </Suspense>
          ) : null}
          <div className="page-body">
            {page.blocks.map((block, index) => (
              <BlockView key={blockKey(block, index)} block={block} index={index} />
            ))}
          </div>
        </>
      )}
    </main>
  );
}
