/**
 * Language and topics on real articles (docs/CORPUS.md "Topics"): the 65 fixture pages of
 * ../shared/fixtures/articles, each labelled by reading it (bench/topic-labels/fixtures.json;
 * test pages and pages no topic fits are labelled null). Reports
 * - language identification (fastText lid.176) against the page's declared language, and what
 *   loading the model costs;
 * - the metadata mapping (topic-mapping.ts) on the pages' own sections, keywords and URLs:
 *   coverage and precision;
 * - the classifier as the nightly training builds it (per language, a fifth held back by hash):
 *   a model, or the reason there is none;
 * - 5-fold cross-validation of the classifier on the English pages (too few for the held-back
 *   rule alone), per-topic precision and recall, abstention rate;
 * - training and prediction time.
 * No budget: the issue asks for the figures. No database is used.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isTopicSlug, type TopicSlug } from '../src/common/topics.js';
import { extractArticle } from '../src/server/items/extract/extract-article.js';
import { classifierText } from '../src/server/discovery/topics/classifier-text.js';
import {
  evaluate,
  isHeldBack,
  type HeldBackOutcome,
} from '../src/server/discovery/topics/evaluation.js';
import { detectLanguage } from '../src/server/discovery/topics/language-id.js';
import {
  DEFAULT_THRESHOLD,
  loadModel,
  predict,
  trainNaiveBayes,
  type TrainingExample,
} from '../src/server/discovery/topics/naive-bayes.js';
import { tokenize } from '../src/server/discovery/topics/text-tokens.js';
import { topicFromMetadata } from '../src/server/discovery/topics/topic-mapping.js';
import { trainTopicModel } from '../src/server/discovery/topics/topic-training.js';
import { primaryLanguage } from '../src/server/discovery/topics/topics.service.js';
import { isMain } from './lib/env.js';
import type { BenchResult, Row } from './lib/report.js';

const FIXTURES = resolve(fileURLToPath(new URL('../../shared/fixtures/articles', import.meta.url)));
const LABELS = fileURLToPath(new URL('./topic-labels/fixtures.json', import.meta.url));
const FOLDS = 5;

interface Page {
  name: string;
  topic: TopicSlug | null;
  declaredLanguage: string | null;
  detectedLanguage: string | null;
  text: string;
  tokens: string[];
  metadataTopic: TopicSlug | null;
}

const canonicalUrl = (html: string, name: string): string =>
  /<link[^>]+rel=["']canonical["'][^>]+href=["'](https?:[^"']+)["']/i.exec(html)?.[1] ??
  /<meta[^>]+property=["']og:url["'][^>]+content=["'](https?:[^"']+)["']/i.exec(html)?.[1] ??
  `https://fixtures.invalid/${name}/`;

/** A 0–4 fold per page, from the same hash family as the held-back split. */
const foldOf = (name: string): number => {
  for (let fold = 0; fold < FOLDS; fold++) if (isHeldBack(`${name}#${fold}`)) return fold;
  return [...name].reduce((sum, char) => sum + char.charCodeAt(0), 0) % FOLDS;
};

const pct = (value: number) => Math.round(value * 1000) / 10;

export async function runTopicClassifierBench(): Promise<BenchResult> {
  const { labels } = JSON.parse(readFileSync(LABELS, 'utf8')) as {
    labels: Record<string, { topic: string | null; reason: string }>;
  };

  const rssBefore = process.memoryUsage().rss;
  let started = performance.now();
  await detectLanguage('A first sentence loads the language model once.');
  const lidLoadMs = performance.now() - started;
  const lidRssMb = (process.memoryUsage().rss - rssBefore) / 1_048_576;

  const pages: Page[] = [];
  let lidMs = 0;
  for (const [name, label] of Object.entries(labels)) {
    const html = readFileSync(join(FIXTURES, name, 'source.html'), 'utf8');
    const expected = JSON.parse(
      readFileSync(join(FIXTURES, name, 'expected-metadata.json'), 'utf8'),
    ) as { lang: string | null };
    const url = canonicalUrl(html, name);
    const article = extractArticle(html, url);
    const text = classifierText({
      title: article.title,
      excerpt: article.excerpt,
      articleHtml: article.contentHtml,
    });
    started = performance.now();
    const guess = await detectLanguage(text);
    lidMs += performance.now() - started;
    const language = guess.language ?? primaryLanguage(article.language);
    pages.push({
      name,
      topic: label.topic && isTopicSlug(label.topic) ? label.topic : null,
      declaredLanguage: primaryLanguage(expected.lang),
      detectedLanguage: guess.language,
      text,
      tokens: tokenize(text, language),
      metadataTopic: topicFromMetadata({
        sections: article.sections,
        keywords: article.keywords,
        categories: [],
        url,
      }).topic,
    });
  }

  // Language identification against the language the page declares.
  const declared = pages.filter((page) => page.declaredLanguage);
  const languageAgrees = declared.filter(
    (page) => page.detectedLanguage === page.declaredLanguage,
  ).length;
  const languageUnsure = pages.filter((page) => !page.detectedLanguage).length;

  // Metadata mapping on the labelled pages.
  const labelled = pages.filter((page) => page.topic);
  const mapped = labelled.filter((page) => page.metadataTopic);
  const mappedRight = mapped.filter((page) => page.metadataTopic === page.topic);
  const mappedUnlabelled = pages.filter((page) => !page.topic && page.metadataTopic).length;

  // The nightly rule per language: a fifth held back, at least 5 training items in 2 topics.
  const byLanguage = new Map<string, Page[]>();
  for (const page of labelled) {
    const language = page.detectedLanguage ?? page.declaredLanguage ?? 'und';
    byLanguage.set(language, [...(byLanguage.get(language) ?? []), page]);
  }
  const nightly = [...byLanguage].sort().map(([language, group]) => {
    const run = trainTopicModel(
      language,
      group.map((page) => ({ key: page.name, tokens: page.tokens, topic: page.topic!, weight: 1 })),
    );
    return `${language}: ${group.length} labelled, ${run.trainingSize} to train on, ${
      run.model
        ? `model with ${run.model.topics.length} topics; held-back accuracy ${pct(run.evaluation!.accuracy)} %`
        : `no model — ${run.reason}`
    }`;
  });

  // 5-fold cross-validation on the English pages, at least 2 training items per topic.
  const english = labelled.filter((page) => (page.detectedLanguage ?? 'und') === 'en');
  const outcomes: HeldBackOutcome[] = [];
  let trainMs = 0;
  let predictMs = 0;
  let modelBytes = 0;
  for (let fold = 0; fold < FOLDS; fold++) {
    const training: TrainingExample[] = english
      .filter((page) => foldOf(page.name) !== fold)
      .map((page) => ({ tokens: page.tokens, topic: page.topic!, weight: 1 }));
    started = performance.now();
    const result = trainNaiveBayes(training, { language: 'en', minExamplesPerTopic: 2 });
    trainMs += performance.now() - started;
    if (!result.model) continue;
    modelBytes = Math.max(modelBytes, JSON.stringify(result.model).length);
    const loaded = loadModel(result.model);
    for (const page of english.filter((candidate) => foldOf(candidate.name) === fold)) {
      started = performance.now();
      outcomes.push({ actual: page.topic!, prediction: predict(loaded, page.tokens) });
      predictMs += performance.now() - started;
    }
  }
  const topics = [...new Set(english.map((page) => page.topic!))].sort();
  const cv = evaluate(outcomes, topics, DEFAULT_THRESHOLD);
  const argmax = evaluate(outcomes, topics, { minPosterior: 0, minMargin: 0 });

  const table = [
    '| topic | support | predicted | precision | recall |',
    '| --- | --- | --- | --- | --- |',
    ...cv.metrics.map(
      (metric) =>
        `| ${metric.topic} | ${metric.support} | ${metric.predicted} | ${pct(metric.precision)} % | ${pct(metric.recall)} % |`,
    ),
  ];
  console.log(
    `\nTopic classifier, 5-fold cross-validation on ${outcomes.length} English fixture pages ` +
      `(threshold: posterior ≥ ${DEFAULT_THRESHOLD.minPosterior}, margin ≥ ${DEFAULT_THRESHOLD.minMargin}):\n${table.join('\n')}`,
  );

  const row = (metric: string, unit: string, value: number): Row => ({
    metric,
    unit,
    pglite: value,
    postgres: undefined,
  });
  return {
    title: 'Language and topics on the labelled fixture pages',
    rows: [
      row(
        'language id agrees with the declared language',
        '%',
        pct(languageAgrees / declared.length),
      ),
      row('language id unsure (no language)', 'pages', languageUnsure),
      row('language model load', 'ms', lidLoadMs),
      row('language model resident memory', 'MB', lidRssMb),
      row('language id per page', 'ms', lidMs / pages.length),
      row('labelled pages (of 65)', 'pages', labelled.length),
      row('metadata mapping coverage', '%', pct(mapped.length / labelled.length)),
      row('metadata mapping precision', '%', pct(mappedRight.length / Math.max(1, mapped.length))),
      row('metadata topic on a page labelled none', 'pages', mappedUnlabelled),
      row('classifier CV: abstention rate', '%', pct(cv.abstentionRate)),
      row('classifier CV: accuracy of answers', '%', pct(cv.accuracy)),
      row('classifier CV: accuracy without threshold', '%', pct(argmax.accuracy)),
      ...cv.metrics.flatMap((metric) => [
        row(
          `CV ${metric.topic}: precision (support ${metric.support})`,
          '%',
          pct(metric.precision),
        ),
        row(`CV ${metric.topic}: recall`, '%', pct(metric.recall)),
      ]),
      row('training, per fold', 'ms', trainMs / FOLDS),
      row('prediction, per page', 'ms', predictMs / Math.max(1, outcomes.length)),
      row('largest model JSON', 'KB', modelBytes / 1024),
    ],
    notes: [
      'Labels: bench/topic-labels/fixtures.json (one reason each). No database: figures are in the PGlite column.',
      'The nightly rule (per language, a fifth held back, ≥ 5 training items in each of ≥ 2 topics), on these pages:',
      ...nightly.map((line) => `  ${line}`),
      `Cross-validation: ${FOLDS} folds by hash of the page name, English pages only, topics with ≥ 2 training items; ` +
        'precision 0 means the classifier never answered that topic. 65 pages are far too few to judge a classifier: ' +
        'the figures show the mechanics, not the quality an instance with its own labelled corpus will see.',
    ],
  };
}

if (isMain(import.meta.url)) {
  const { formatResult } = await import('./lib/report.js');
  console.log(formatResult(await runTopicClassifierBench()));
}
