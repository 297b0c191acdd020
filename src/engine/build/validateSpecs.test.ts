import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatSpecError } from '../specIssue';
import { EXTENSION_MANIFESTS } from '../../extensions/validatorManifests';
import { validateSpecTree } from './validateSpecs';

const projectRoot = resolve(import.meta.dirname, '../../..');
const schemasDir = resolve(projectRoot, 'schemas');

/** The formatted errors of a known-bad spec tree under tests/fixtures/bad-specs/<name>. */
function errorsOf(name: string): string[] {
  return validateSpecTree(resolve(projectRoot, 'tests/fixtures/bad-specs', name), { schemasDir, extensions: EXTENSION_MANIFESTS }).errors.map(formatSpecError);
}

describe('validateSpecTree: known-bad specs give exact messages', () => {
  const cases: [string, string[]][] = [
    ['yaml-syntax', ['specs/pages/tools.yaml:6:7 YAML syntax error: Nested mappings are not allowed in compact mappings']],
    [
      'schema-comment',
      [
        'specs/pages/about.yaml:1:33 $schema points to "../../schemas/calculator.schema.json", expected "../../schemas/page.schema.json"',
        'specs/pages/tools.yaml:1:1 first line must be "# yaml-language-server: $schema=../../schemas/page.schema.json"',
      ],
    ],
    ['missing-german', ['specs/pages/tools.yaml:5:1 title: missing German text ("de")']],
    ['empty-text', ['specs/pages/tools.yaml:8:7 description.de: must not be empty']],
    ['unknown-property', ['specs/pages/tools.yaml:9:5 blocks[0].headng: unknown property "headng" (did you mean "heading"?)']],
    ['wrong-type', ['specs/calculators/position-size.yaml:12:10 inputs[1].min: expected number, received string "abc"']],
    ['bad-enum', ['specs/pages/tools.yaml:9:14 blocks[0].variant: expected one of "info", "tip", "warn", "nfa", received "nfo"']],
    ['unknown-block-type', ['specs/pages/tools.yaml:8:11 blocks[0].type: unknown block type "heor" (did you mean "hero"?)']],
    ['duplicate-page-id', ['specs/tools/overview.yaml:2:5 id: duplicate page id "tools" (also in specs/pages/tools.yaml)']],
    [
      'duplicate-path',
      [
        'specs/pages/team.yaml:3:7 path: duplicate path "/about" (also in specs/pages/about.yaml)',
        'specs/pages/team.yaml:4:23 redirectFrom[1]: duplicate path "/tools" (also in specs/pages/tools.yaml)',
      ],
    ],
    [
      'duplicate-title',
      [
        'specs/pages/tools.yaml:5:14 title.en: duplicate English title "Tools" (also in specs/pages/markets.yaml)',
        'specs/pages/tools.yaml:6:36 description.de: duplicate German description "Alle Tools." (also in specs/pages/markets.yaml)',
      ],
    ],
    ['unknown-tag', ['specs/strategies/breakout.yaml:12:17 catalogue.tags[1]: tag "momentun" has no label in the site spec\'s strategyTags (did you mean "momentum"?)']],
    ['tag-on-one-strategy', ['specs/strategies/breakout.yaml:12:17 catalogue.tags[1]: tag "momentum" is on this strategy only: give it to at least one more strategy or use a tag that others share']],
    ['unknown-calculator-ref', ['specs/pages/tools.yaml:8:30 blocks[0].ref: unknown calculator "position-sise" (did you mean "position-size"?)']],
    ['unknown-formula-symbol', ['specs/calculators/position-size.yaml:15:11 outputs[0].expr: unknown symbol "levrage" (did you mean "leverage"?)']],
    ['formula-cycle', ['specs/pages/tools.yaml:14:26 blocks[0].calculator.let[0].expr: formula cycle: a → b → a']],
    ['failing-example', ['specs/calculators/position-size.yaml:18:5 examples[0]: example 1: margin expected 1000, got 100']],
    [
      'broken-link',
      [
        'specs/pages/tools.yaml:10:49 blocks[0].items[0].to: broken link "/learn/liquidation": no page has the path "/learn/liquidation"; mark the link "soon: true" if the page comes later',
        'specs/pages/tools.yaml:11:47 blocks[0].items[1].to: broken link "/#welcom": / has no anchor "welcom" (did you mean "welcome"?)',
        'specs/pages/tools.yaml:15:11 blocks[1].body.en: broken link "/tols": no page has the path "/tols" (did you mean "/tools"?)',
      ],
    ],
    ['soon-link', []],
    [
      'soon-on-live-page',
      [
        'specs/pages/tools.yaml:11:68 blocks[0].items[0].soon: "soon: true" on a link to /, which is live: remove "soon" so visitors can open it',
        'specs/site.yaml:12:66 menu[0].sections[0].items[1].soon: "soon: true" on a link to /tools, which is live: remove "soon" so visitors can open it',
      ],
    ],
    [
      'glossary-terms',
      [
        'specs/glossary.yaml:6:15 terms.mark-price.related[0]: unknown glossary term "index-prize" (did you mean "index-price"?)',
        'specs/glossary.yaml:6:28 terms.mark-price.related[1]: "mark-price" lists itself as a related term',
        'specs/glossary.yaml:7:9 terms.mark-price.to: broken link "/#welcom": / has no anchor "welcom" (did you mean "welcome"?)',
        'specs/glossary.yaml:9:34 terms.index-price.term.de: the German term "Markpreis" is also the term of "mark-price"',
        'specs/glossary.yaml:12:9 terms.index-price.to: broken link "/glosary": no page has the path "/glosary" (did you mean "/glossary"?)',
      ],
    ],
    [
      'glossary-schema',
      [
        'specs/glossary.yaml:3:3 terms.Last_Price: invalid name "Last_Price"',
        'specs/glossary.yaml:7:3 terms.mark-price: missing required property "to"',
        'specs/glossary.yaml:9:5 terms.mark-price.definition: missing German text ("de")',
      ],
    ],
    [
      'markets-schema',
      [
        'specs/markets.yaml:4:11 exchanges[0].id: expected one of "binanceusdm", "bybit", "okx", "bingx", received "binance-spot"',
        'specs/markets.yaml:5:16 markets[1]: must match the pattern ^[A-Z0-9]{2,10}$, received string "eth"',
        'specs/markets.yaml:7:25 timeframes[0].keepDays: must be at least 1, received number 0',
      ],
    ],
    [
      'faq-entries',
      [
        'specs/faq.yaml:8:23 groups[0].questions[0].answer.en: unknown glossary term "[[mark-prize]]"',
        'specs/faq.yaml:8:63 groups[0].questions[0].answer.de: broken link "/#welcom": / has no anchor "welcom" (did you mean "welcome"?)',
        'specs/faq.yaml:9:13 groups[0].questions[0].to: broken link "/faqq": no page has the path "/faqq" (did you mean "/faq"?)',
        'specs/faq.yaml:10:13 groups[0].questions[1].id: the id "basics" is already used by the group "basics": every group and question needs its own anchor',
        'specs/faq.yaml:17:13 groups[1].questions[0].id: the id "what-is-margin" is already used by a question of the group "basics": every group and question needs its own anchor',
      ],
    ],
    [
      'faq-schema',
      [
        'specs/faq.yaml:6:13 groups[0].questions[0].id: expected a lower-case id of letters, digits and dashes (like "liquidation-risk"), received string "What_Is_Margin"',
        'specs/faq.yaml:8:9 groups[0].questions[0].answer: missing German text ("de")',
        'specs/faq.yaml:10:9 groups[0].questions[1]: missing required property "to"',
      ],
    ],
    [
      'unknown-term-ref',
      [
        'specs/glossary.yaml:5:71 terms.mark-price.definition.de: unknown glossary term "[[index-pric]]" (did you mean "index-price"?)',
        'specs/pages/home.yaml:10:11 blocks[0].body.en: unknown glossary term "[[mark-prize]]" (did you mean "mark-price"?)',
        'specs/pages/home.yaml:11:11 blocks[0].body.de: unknown glossary term "[[indexprice]]" (did you mean "index-price"?)',
      ],
    ],
    ['unknown-affiliate', ['specs/pages/tools.yaml:10:74 blocks[0].items[0].affiliate: unknown affiliate "bingxx" (did you mean "bingx"?)']],
    ['unknown-module', ['specs/pages/tools.yaml:8:27 blocks[0].name: unknown module "flux-capacitor"']],
    ['unknown-addon', ['specs/calculators/position-size.yaml:14:13 addons[0].name: unknown calculator add-on "time-machine"']],
    [
      'addon-unknown-input',
      ['specs/calculators/position-size.yaml:20:27 addons[0].props.periodInput: unknown input "atrPeriodd" (did you mean "atrPeriod"?): "ohlc-atr-import" needs an input of this calculator here'],
    ],
    ['strategy-without-catalogue', ['specs/strategies/grid.yaml:2:1 missing required property "catalogue"']],
    [
      'duplicate-anchor',
      ['specs/pages/tools.yaml:13:11 blocks[1].body.en: heading anchor "intro" is already used by blocks[0].id: give the heading an explicit id ("{#other-id}")'],
    ],
    [
      'schema-noise',
      [
        'specs/pages/tools.yaml:6:8 title: expected text in English and German ({ en, de }), received string "Tools"',
        'specs/pages/tools.yaml:11:9 blocks[0].items[0]: needs "to" or "affiliate"',
        'specs/pages/tools.yaml:12:9 blocks[0].items[1]: use only one of "to" or "affiliate"',
        'specs/pages/tools.yaml:16:14 blocks[1].rows[0].a: expected number or text in English and German ({ en, de }), received string "str"',
        'specs/pages/tools.yaml:16:19 blocks[1].rows[0].b: missing German text ("de")',
        'specs/pages/tools.yaml:17:5 blocks[2]: use only one of "ref" or "calculator"',
        'specs/pages/tools.yaml:18:10 blocks[2].ref: unknown calculator "x"',
        'specs/pages/tools.yaml:19:5 blocks[2].calculator: missing required property "inputs"',
        'specs/pages/tools.yaml:19:5 blocks[2].calculator: missing required property "outputs"',
        'specs/pages/tools.yaml:19:5 blocks[2].calculator: missing required property "examples"',
        'specs/pages/tools.yaml:22:11 blocks[3].calculator.id: expected a lower-case id of letters, digits and dashes (like "liquidation-risk"), received string "Foo Bar"',
        'specs/pages/tools.yaml:24:11 blocks[3].calculator.inputs[0]: needs "min" and "max", or "minExpr" and "maxExpr"',
        'specs/pages/tools.yaml:25:11 blocks[3].calculator.inputs[1]: missing required property "options"',
        'specs/pages/tools.yaml:25:11 blocks[3].calculator.inputs[1]: missing required property "default"',
        'specs/pages/tools.yaml:26:7 blocks[3].calculator.outputs: must not be empty',
        'specs/pages/tools.yaml:27:7 blocks[3].calculator.examples: must not be empty',
        'specs/pages/tools.yaml:29:17 blocks[4].intervalMs: must be at least 2000, received number 100',
        'specs/pages/tools.yaml:30:5 blocks[4].slides: must not be empty',
        'specs/pages/tools.yaml:31:32 blocks[5].body.en: link target "javascript:alert(1" is not allowed: use an internal path ("/…"), an https URL or mailto',
        'specs/pages/tools.yaml:31:64 blocks[5].body.de: link target "http://a.b" is not allowed: use an internal path ("/…"), an https URL or mailto',
        'specs/pages/tools.yaml:34:9 blocks[6].items[0]: missing required property "text"',
        'specs/pages/tools.yaml:35:11 blocks[7].type: expected string, received number 5',
        'specs/pages/tools.yaml:36:5 blocks[8]: missing required property "type"',
      ],
    ],
  ];
  it.each(cases)('%s', (name, expected) => {
    expect(errorsOf(name)).toEqual(expected);
  });
});

describe('validateSpecTree: results', () => {
  it('returns the valid site, pages and calculators of a good tree', () => {
    const tree = validateSpecTree(resolve(projectRoot, 'tests/fixtures/bad-specs/soon-link'), { schemasDir, extensions: EXTENSION_MANIFESTS });
    expect(tree.errors).toEqual([]);
    expect(tree.site?.name).toBe('FuturesLab');
    expect(tree.pages.map((page) => page.id)).toEqual(['home', 'tools']);
    expect(tree.calculators).toEqual([]);
    expect(tree.fileCount).toBe(3);
  });

  // The site's own specs/ are validated by `npm run validate`, the first step of `npm test` (and again by a
  // build that finds no record of that validation): the validator's tests run on fixture trees only.
});
