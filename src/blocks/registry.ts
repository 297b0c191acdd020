import { lazy, type ComponentType } from 'react';
import type { Block } from '../engine/specTypes.generated';
import AccordionBlock from './AccordionBlock';
import ButtonsBlock from './ButtonsBlock';
import CalloutBlock from './CalloutBlock';
import CardsBlock from './CardsBlock';
import HeroBlock from './HeroBlock';
import ModuleBlock from './ModuleBlock';
import ProseBlock from './ProseBlock';
import StepsBlock from './StepsBlock';
import TableBlock from './TableBlock';

/** The spec type of the block whose `type` is `T`. */
export type BlockOfType<T extends Block['type']> = Extract<Block, { type: T }>;

/** A block component: renders one block spec. */
export type BlockComponent<B extends Block = Block> = ComponentType<{ block: B }>;

/** One component for every block type of schemas/page.schema.json. */
export type BlockRegistry = { readonly [T in Block['type']]: BlockComponent<BlockOfType<T>> };

/**
 * Block `type` → component. Adding a block type: its schema definition, one component file, one line here.
 * Calculators (mathjs) and the newsletter form load lazily, only on pages that use them.
 */
export const blockRegistry: BlockRegistry = {
  hero: HeroBlock,
  prose: ProseBlock,
  cards: CardsBlock,
  steps: StepsBlock,
  table: TableBlock,
  buttons: ButtonsBlock,
  callout: CalloutBlock,
  accordion: AccordionBlock,
  calculator: lazy(() => import('./CalculatorBlock')),
  module: ModuleBlock,
  newsletter: lazy(() => import('./NewsletterBlock')),
};
