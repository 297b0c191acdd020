import { Fragment, useMemo, type ReactNode } from 'react';
import site from 'virtual:futureslab/site';
import { interpolate } from '../engine/localize';
import { parseMarkdown, type MdInline, type MdNode } from '../engine/markdown';
import SmartLink from './SmartLink';
import TermRef from './termRef/TermRef';

export interface MarkdownProps {
  /** Text in the Markdown subset of src/engine/markdown.ts (already in the current language). */
  text: string;
  /** Values for `{{key}}` placeholders; `{{name}}` defaults to the site name. Inserted as text, never parsed. */
  params?: Record<string, string>;
  /** Render only the inline content (paragraphs joined by line breaks), for table cells and short texts. */
  inline?: boolean;
}

function renderInline(nodes: MdInline[], params: Record<string, string>): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return <Fragment key={index}>{interpolate(node.value, params)}</Fragment>;
      case 'strong':
        return <strong key={index}>{renderInline(node.children, params)}</strong>;
      case 'em':
        return <em key={index}>{renderInline(node.children, params)}</em>;
      case 'code':
        return <code key={index}>{node.value}</code>;
      case 'break':
        return <br key={index} />;
      case 'termRef':
        // A router link: under the German basename it leads to /de/glossary#id; activated, it shows the definition.
        return (
          <TermRef key={index} termId={node.id}>
            {interpolate(node.label ?? node.id, params)}
          </TermRef>
        );
      case 'link':
        return (
          <SmartLink key={index} link={{ to: node.href }}>
            {renderInline(node.children, params)}
          </SmartLink>
        );
    }
  });
}

function renderBlocks(nodes: MdNode[], params: Record<string, string>): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'heading': {
        const Heading = node.level === 2 ? 'h2' : 'h3';
        return (
          <Heading key={index} id={node.id}>
            {renderInline(node.children, params)}
          </Heading>
        );
      }
      case 'paragraph':
        return <p key={index}>{renderInline(node.children, params)}</p>;
      case 'list': {
        const items = node.items.map((item, i) => <li key={i}>{renderInline(item, params)}</li>);
        return node.ordered ? (
          <ol key={index} start={node.start === 1 ? undefined : node.start}>
            {items}
          </ol>
        ) : (
          <ul key={index}>{items}</ul>
        );
      }
      case 'callout':
        return (
          <blockquote key={index} className="md-callout">
            {renderBlocks(node.children, params)}
          </blockquote>
        );
    }
  });
}

/** The inline content of every block, separated by line breaks (for `inline` rendering). */
function inlineOnly(nodes: MdNode[]): MdInline[] {
  const parts = nodes.flatMap(function flatten(node): MdInline[][] {
    switch (node.type) {
      case 'heading':
      case 'paragraph':
        return [node.children];
      case 'list':
        return node.items;
      case 'callout':
        return node.children.flatMap(flatten);
    }
  });
  return parts.flatMap((part, i) => (i === 0 ? part : [{ type: 'break' as const }, ...part]));
}

/**
 * Renders a spec text in the Markdown subset as React elements (never as an HTML string); internal
 * links go through the router. Headings carry their slug ids so `#anchor` links work.
 */
export default function Markdown({ text, params, inline = false }: MarkdownProps) {
  const nodes = useMemo(() => parseMarkdown(text), [text]);
  const values = useMemo(() => ({ name: site.name, ...params }), [params]);
  if (inline) return <>{renderInline(inlineOnly(nodes), values)}</>;
  return <>{renderBlocks(nodes, values)}</>;
}
