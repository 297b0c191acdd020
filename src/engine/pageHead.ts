import type { Lang } from './localize';
import { markdownToPlainText } from './markdown';

/** What search engines and link previews learn about one page in one language. */
export interface PageHeadInput {
  siteName: string;
  /** The public origin, e.g. 'https://futureslab.example' (no trailing slash). */
  siteUrl: string;
  lang: Lang;
  /** The page's title and meta description in `lang`. */
  title: string;
  description: string;
  /** The page's URL path in each language ('/tools', '/de/tools'). */
  paths: Record<Lang, string>;
  /** The way from home to the page (names in `lang`, URL paths in `lang`), the page last. */
  breadcrumbs: readonly { name: string; path: string }[];
  /** Guides are articles with dates (YYYY-MM-DD). */
  article?: { published: string; updated: string };
  /** A glossary page lists these terms (a `DefinedTermSet`); each is anchored on the page by its id. */
  definedTerms?: readonly { id: string; term: string; definition: string; synonyms: readonly string[] }[];
  /** An FAQ page lists these questions (a `FAQPage`); answers in the Markdown subset. */
  faq?: readonly { id: string; question: string; answer: string }[];
  /** The link-preview image's URL path ('/og-image.png'). */
  imagePath: string;
  /** The not-found page is not indexed and has no canonical URL. */
  indexable: boolean;
}

/** One `<meta>` or `<link>` element, as attributes. */
export type HeadElement = { tag: 'meta' | 'link'; attributes: Record<string, string> };

export interface PageHead {
  /** The document title: 'Title · FuturesLab'. */
  title: string;
  elements: HeadElement[];
  /** JSON-LD documents (BreadcrumbList, Article, DefinedTermSet, FAQPage), for `<script type="application/ld+json">`. */
  structuredData: object[];
}

const OG_LOCALE: Record<Lang, string> = { en: 'en_US', de: 'de_DE' };

/** The document title of a page: 'Title · FuturesLab' (the client sets the same on navigation). */
export function documentTitle(title: string, siteName: string): string {
  return `${title} · ${siteName}`;
}

/**
 * The head of a page: title, description, canonical URL, language alternates (en, de and x-default,
 * which is English: English URLs pick the visitor's language), Open Graph and Twitter card tags, and
 * JSON-LD breadcrumbs (plus an Article for guides, a DefinedTermSet for the glossary and an FAQPage for the FAQ).
 */
export function pageHead(input: PageHeadInput): PageHead {
  const url = (path: string) => `${input.siteUrl}${path}`;
  const title = documentTitle(input.title, input.siteName);
  const meta = (key: 'name' | 'property', name: string, content: string): HeadElement => ({ tag: 'meta', attributes: { [key]: name, content } });
  const link = (attributes: Record<string, string>): HeadElement => ({ tag: 'link', attributes });
  const other: Lang = input.lang === 'en' ? 'de' : 'en';

  const elements: HeadElement[] = [meta('name', 'description', input.description)];
  if (input.indexable) {
    elements.push(
      link({ rel: 'canonical', href: url(input.paths[input.lang]) }),
      link({ rel: 'alternate', hreflang: 'en', href: url(input.paths.en) }),
      link({ rel: 'alternate', hreflang: 'de', href: url(input.paths.de) }),
      link({ rel: 'alternate', hreflang: 'x-default', href: url(input.paths.en) }),
    );
  } else {
    elements.push(meta('name', 'robots', 'noindex'));
  }
  elements.push(
    meta('property', 'og:type', input.article ? 'article' : 'website'),
    meta('property', 'og:site_name', input.siteName),
    meta('property', 'og:title', input.title),
    meta('property', 'og:description', input.description),
    meta('property', 'og:url', url(input.paths[input.lang])),
    meta('property', 'og:locale', OG_LOCALE[input.lang]),
    meta('property', 'og:locale:alternate', OG_LOCALE[other]),
    meta('property', 'og:image', url(input.imagePath)),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', input.title),
    meta('name', 'twitter:description', input.description),
    meta('name', 'twitter:image', url(input.imagePath)),
  );

  const structuredData: object[] = [];
  if (input.indexable) {
    structuredData.push({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: input.breadcrumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: url(crumb.path) })),
    });
  }
  if (input.article) {
    structuredData.push({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: input.title,
      description: input.description,
      inLanguage: input.lang,
      datePublished: input.article.published,
      dateModified: input.article.updated,
      mainEntityOfPage: url(input.paths[input.lang]),
      image: url(input.imagePath),
      publisher: { '@type': 'Organization', name: input.siteName },
    });
  }
  if (input.indexable && input.definedTerms) {
    const setUrl = url(input.paths[input.lang]);
    structuredData.push({
      '@context': 'https://schema.org',
      '@type': 'DefinedTermSet',
      '@id': setUrl,
      name: input.title,
      description: input.description,
      inLanguage: input.lang,
      url: setUrl,
      hasDefinedTerm: input.definedTerms.map((term) => ({
        '@type': 'DefinedTerm',
        '@id': `${setUrl}#${term.id}`,
        name: term.term,
        description: term.definition,
        ...(term.synonyms.length > 0 ? { alternateName: term.synonyms } : {}),
        url: `${setUrl}#${term.id}`,
        inDefinedTermSet: setUrl,
      })),
    });
  }
  if (input.indexable && input.faq) {
    const pageUrl = url(input.paths[input.lang]);
    structuredData.push({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      '@id': pageUrl,
      name: input.title,
      inLanguage: input.lang,
      url: pageUrl,
      mainEntity: input.faq.map((entry) => ({
        '@type': 'Question',
        '@id': `${pageUrl}#${entry.id}`,
        name: entry.question,
        url: `${pageUrl}#${entry.id}`,
        acceptedAnswer: { '@type': 'Answer', text: markdownToPlainText(entry.answer) },
      })),
    });
  }
  return { title, elements, structuredData };
}
