import { useEffect, useEffectEvent, useMemo, useReducer, useRef, useState } from 'react';
import { formatValue } from '../../../engine/formatNumber';
import { interpolate, localize, type Lang } from '../../../engine/localize';
import { toCsv } from '../../../ui/csv';
import { downloadText } from '../../../ui/download';
import { usePrefersReducedMotion } from '../../../ui/usePrefersReducedMotion';
import { useWorkerJob, type WorkerJobRunner } from '../../../ui/useWorkerJob';
import { useLang } from '../../../i18n/useLang';
import { IDLE, playerReducer, SPEEDS, stepsPerSecond, type PlayerAction, type PlayerState, type Speed } from './player';
import { allParams, paramProblems, SEED_PARAM, WORKER_MIN_STEPS, type ParamValues, type SimulationTrace, type SimulatorDefinition } from './simulation';
import type { SimulationRequest } from '../simulation.worker';
import { simulatorTexts } from './texts';
import ParamFields, { rangeMessage } from '../../shared/params/ParamFields';
import { useQueryParams } from '../../shared/params/useQueryParams';
import { useSharedCalculatorInputs } from '../../shared/sharedCalculatorInputs';
import type { CalculatorLink } from '../../../engine/extensionProps';
import SimulatorChart from './SimulatorChart';
import './SimulatorPlayer.css';

interface SimulationJob {
  simulator: string;
  params: ParamValues;
  steps: number;
  work: number;
}

function runnerFor(definition: SimulatorDefinition): WorkerJobRunner<SimulationJob, SimulationTrace> {
  return {
    createWorker() {
      if (typeof Worker === 'undefined') return null;
      try {
        return new Worker(new URL('../simulation.worker.ts', import.meta.url), { type: 'module' });
      } catch {
        return null;
      }
    },
    post: (worker, id, job) => worker.postMessage({ id, job: { simulator: job.simulator, params: job.params } } satisfies SimulationRequest),
    runHere: (job) => definition.run(job.params),
    runsHere: (job) => job.work < WORKER_MIN_STEPS,
    debounceMs: 250,
  };
}

/** How often the chart follows the player while it plays (ms); outputs follow every frame. */
const CHART_REFRESH_MS = 300;

function randomSeed(): number {
  const buffer = new Uint32Array(1);
  crypto.getRandomValues(buffer);
  return buffer[0] ?? 1;
}

/**
 * The one player every simulator uses: its parameters (named inputs, in the URL), a seed with 'New
 * seed', play / pause / reset / step and a speed, the results at the current step as `<output name
 * data-value>`, a chart and CSV exports of the run so far. The whole run is computed from the
 * parameters (in a Web Worker from WORKER_MIN_STEPS of work on) and then revealed step by step; with
 * reduced motion, Play shows the end at once. Before Play the start is shown: step 0 drawn, the results
 * '—' and a hint to press Play. With `from`, the mapped parameters start from a calculator's current inputs
 * on the same page and follow them until the visitor changes them here.
 * DOM: `section[data-sim][data-state][data-step]`.
 */
export default function SimulatorPlayer({ definition, from }: { definition: SimulatorDefinition; from?: CalculatorLink }) {
  const lang = useLang();
  const texts = simulatorTexts(lang);
  const reducedMotion = usePrefersReducedMotion();
  const paramDefs = useMemo(() => allParams(definition), [definition]);
  const shared = useSharedCalculatorInputs(from?.calculator);
  const linked = useMemo(() => (from ? Object.fromEntries(Object.entries(from.inputs).map(([param, input]) => [param, shared?.[input]])) : undefined), [from, shared]);
  const { texts: paramTexts, values: params, set, setNumber, following, ownLinked, followLinked } = useQueryParams(definition.id, paramDefs, lang, linked);
  const [speed, setSpeed] = useState<Speed>('normal');
  const prefix = `sim-${definition.id}`;

  const problems = paramProblems(definition, params);
  const valid = problems.outOfRange.length === 0 && problems.messages.length === 0;
  const messages = [...problems.outOfRange.map((param) => rangeMessage(param, texts, lang)), ...problems.messages.map((message) => localize(message, lang))];
  const paramsKey = JSON.stringify(params);
  const job = useMemo<SimulationJob | null>(() => {
    if (!valid) return null;
    const parsed = JSON.parse(paramsKey) as ParamValues;
    const steps = definition.steps(parsed);
    return { simulator: definition.id, params: parsed, steps, work: definition.work?.(parsed) ?? steps };
  }, [valid, paramsKey, definition]);
  const runner = useMemo(() => runnerFor(definition), [definition]);
  const computed = useWorkerJob(job && paramsKey, job, runner);
  const trace = computed.status === 'done' ? computed.result : null;
  const total = job?.steps ?? 0;

  // The player belongs to one run: new parameters start again from idle.
  const [player, dispatchRaw] = useReducer((state: PlayerState, action: PlayerAction & { total: number }) => playerReducer(state, action, action.total), IDLE);
  const dispatch = (action: PlayerAction) => dispatchRaw({ ...action, total } as PlayerAction & { total: number });
  const [playerKey, setPlayerKey] = useState(paramsKey);
  if (playerKey !== paramsKey) {
    setPlayerKey(paramsKey);
    dispatchRaw({ type: 'reset', total });
  }

  // While playing, a frame timer moves on by the speed's steps per second (fractions carried over).
  const carried = useRef(0);
  const running = player.status === 'running' && trace !== null;
  useEffect(() => {
    if (!running) return undefined;
    if (reducedMotion) {
      dispatchRaw({ type: 'finish', total });
      return undefined;
    }
    let last = performance.now();
    carried.current = 0;
    const timer = setInterval(() => {
      const now = performance.now();
      carried.current += ((now - last) / 1000) * stepsPerSecond(speed, total);
      last = now;
      const whole = Math.floor(carried.current);
      if (whole > 0) {
        carried.current -= whole;
        dispatchRaw({ type: 'advance', steps: whole, total });
      }
    }, 1000 / 30);
    return () => clearInterval(timer);
  }, [running, reducedMotion, speed, total]);

  // The chart follows the player a few times a second while it plays, at once otherwise.
  const [playingChartStep, setPlayingChartStep] = useState(0);
  const currentStep = useEffectEvent(() => player.step);
  const playing = player.status === 'running';
  useEffect(() => {
    if (!playing) return undefined;
    const timer = setInterval(() => setPlayingChartStep(currentStep()), CHART_REFRESH_MS);
    return () => clearInterval(timer);
  }, [playing]);
  const chartStep = player.status === 'running' ? Math.min(playingChartStep, player.step) : player.step;

  const shownStep = trace ? Math.min(player.step, trace.steps) : 0;
  const dataState = computed.status === 'running' && player.status === 'running' ? 'running' : player.status;

  const exportRun = (index: number) => {
    const spec = definition.exports[index];
    if (!trace || !spec) return;
    downloadText(`${spec.fileName}-seed-${String(params.seed)}.csv`, toCsv([spec.header, ...spec.rows(trace, shownStep)]), 'text/csv');
  };

  return (
    <section className="param-panel sim" data-sim={definition.id} data-state={dataState} data-step={shownStep} aria-labelledby={`${prefix}-title`}>
      <h2 id={`${prefix}-title`} className="sim-title">
        {localize(definition.title, lang)}
      </h2>
      <p className="sim-intro">{localize(definition.intro, lang)}</p>

      <fieldset className="param-group">
        <legend>{texts.settings}</legend>
        {from ? (
          <div className="sim-linked">
            <p className="sim-help">{texts.linked.note}</p>
            {ownLinked.length > 0 ? (
              <button type="button" name="followLinked" className="btn btn-secondary" onClick={followLinked}>
                {texts.linked.follow}
              </button>
            ) : null}
          </div>
        ) : null}
        <ParamFields
          params={paramDefs}
          texts={paramTexts}
          invalid={problems.outOfRange}
          idPrefix={prefix}
          lang={lang}
          onChange={set}
          after={(param) =>
            param === SEED_PARAM ? (
              <button type="button" name="newSeed" className="btn btn-secondary" onClick={() => setNumber('seed', randomSeed())}>
                {texts.newSeed}
              </button>
            ) : following.includes(param.id) ? (
              <span className="sim-linked-tag" data-linked="">
                {texts.linked.tag}
              </span>
            ) : null
          }
        />
      </fieldset>

      <div role="alert" className="param-alert">
        {messages.map((message) => (
          <p key={message}>{message}</p>
        ))}
        {computed.status === 'error' ? <p>{texts.failed}</p> : null}
      </div>

      <div className="sim-controls" role="group" aria-label={texts.controls}>
        <button type="button" name="play" className="btn btn-primary" disabled={!valid || player.status === 'running' || player.status === 'finished'} onClick={() => dispatch({ type: 'play' })}>
          {texts.play}
        </button>
        <button type="button" name="pause" className="btn btn-secondary" disabled={player.status !== 'running'} onClick={() => dispatch({ type: 'pause' })}>
          {texts.pause}
        </button>
        <button type="button" name="step" className="btn btn-secondary" disabled={!valid || trace === null || player.status === 'finished'} onClick={() => dispatch({ type: 'step' })}>
          {texts.step}
        </button>
        <button type="button" name="reset" className="btn btn-secondary" disabled={player.status === 'idle'} onClick={() => dispatch({ type: 'reset' })}>
          {texts.reset}
        </button>
        <button type="button" name="end" className="btn btn-secondary" disabled={!valid || trace === null || player.status === 'finished'} onClick={() => dispatch({ type: 'finish' })}>
          {texts.runToEnd}
        </button>
        <label className="sim-speed">
          {texts.speed}
          <select name="speed" value={speed} onChange={(event) => setSpeed(event.target.value as Speed)}>
            {SPEEDS.map((value) => (
              <option key={value} value={value}>
                {texts.speeds[value]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="sim-progress" aria-live="polite">
        {texts.status[player.status]} · {interpolate(texts.progress, { step: formatValue(shownStep, 'integer', lang), total: formatValue(total, 'integer', lang) })}
        {computed.status === 'running' && job !== null && job.work >= WORKER_MIN_STEPS ? ` · ${interpolate(texts.computing, { steps: formatValue(total, 'integer', lang) })}` : null}
      </p>
      {reducedMotion ? <p className="sim-help">{texts.reducedMotion}</p> : null}
      {player.status === 'idle' && valid ? (
        <p className="sim-start-hint" data-start-hint="">
          {texts.startHint}
        </p>
      ) : null}

      <SimulatorResults definition={definition} trace={player.status === 'idle' ? null : trace} step={shownStep} params={params} lang={lang} prefix={prefix} heading={texts.results} />
      {trace ? (
        <div className="sim-charts">
          {definition.charts.map((chart) => (
            <SimulatorChart key={chart.id} simulatorId={definition.id} chart={chart} trace={trace} step={Math.min(chartStep, trace.steps)} total={trace.steps} params={params} lang={lang} texts={texts} />
          ))}
        </div>
      ) : null}

      <div className="sim-exports">
        {definition.exports.map((spec, index) => (
          <button type="button" key={spec.id} name={`export-${spec.id}`} className="btn btn-secondary" disabled={trace === null} onClick={() => exportRun(index)}>
            {interpolate(texts.download, { name: localize(spec.label, lang) })}
          </button>
        ))}
      </div>
    </section>
  );
}

interface ResultsProps {
  definition: SimulatorDefinition;
  trace: SimulationTrace | null;
  step: number;
  params: ParamValues;
  lang: Lang;
  prefix: string;
  heading: string;
}

/** The results at the current step: `<output name data-value>` ('' and '—' before the run has started). */
function SimulatorResults({ definition, trace, step, params, lang, prefix, heading }: ResultsProps) {
  return (
    <div className="sim-results">
      <h3 className="sim-subtitle">{heading}</h3>
      <dl>
        {definition.outputs.map((output) => {
          const raw = trace ? output.value(trace, step, params) : NaN;
          const value = Number.isFinite(raw) ? raw : null;
          const labelId = `${prefix}-out-${output.id}`;
          return (
            <div className="sim-result" key={output.id}>
              <dt id={labelId}>{localize(output.label, lang)}</dt>
              <dd>
                <output name={output.id} data-value={value === null ? '' : String(value)} aria-labelledby={labelId}>
                  {formatValue(value, output.format, lang, output.decimals)}
                </output>
                {output.unit && value !== null ? <span className="sim-unit"> {output.unit}</span> : null}
                {output.help ? <span className="sim-help">{localize(output.help, lang)}</span> : null}
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}
