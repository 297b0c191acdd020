import { useId, useMemo } from 'react';
import { compileCalculator, type CompiledCalculator } from '../engine/compileCalculator';
import type { CalculatorBlock as CalculatorBlockSpec, CalculatorSpec } from '../engine/specTypes.generated';
import { useLocalize } from '../i18n/useLang';
import CalculatorForm from './calculator/CalculatorForm';
import Markdown from './Markdown';

const compiledSpecs = new WeakMap<CalculatorSpec, CompiledCalculator>();

/** Compiles each spec object once, however often and wherever it is rendered. */
function compiledFor(spec: CalculatorSpec): CompiledCalculator {
  let compiled = compiledSpecs.get(spec);
  if (!compiled) {
    compiled = compileCalculator(spec);
    compiledSpecs.set(spec, compiled);
  }
  return compiled;
}

/**
 * A calculator block (lazy chunk: mathjs loads only with it). The page loader has resolved `ref`
 * into `block.calculator`. Heading: the block's heading, else the calculator's title.
 */
export default function CalculatorBlock({ block }: { block: CalculatorBlockSpec }) {
  const localize = useLocalize();
  const spec = block.calculator;
  if (!spec) throw new Error(`calculator "${block.ref ?? '?'}" was not resolved by the page loader`);
  const compiled = useMemo(() => compiledFor(spec), [spec]);
  const heading = block.heading ?? spec.title;
  const titleId = useId();
  return (
    <section className="calc">
      {heading ? (
        <h2 className="calc-title" id={titleId}>
          {localize(heading)}
        </h2>
      ) : null}
      {spec.intro ? <Markdown text={localize(spec.intro)} /> : null}
      <CalculatorForm compiled={compiled} titleId={heading ? titleId : undefined} />
    </section>
  );
}
