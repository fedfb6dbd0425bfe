/**
 * The Topics tab: the topic model of each language — when it was trained, on how many labelled
 * items (a curator's topic or an instance feed's) and how many were held back to measure it —
 * with precision, recall and support per topic; "Train now" trains them again. With no model
 * it says why: too few labelled items yet.
 */
import { BrainCircuit } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { QueryErrorState } from '../../../../components/ui/error-state';
import { topicLabel, useCorpusTopics } from '../api/corpus-overview';
import type { CorpusTopic } from '../api/corpus-overview';
import { useTopicModels, useTrainTopicModels } from '../api/topic-models';
import type { TopicModelRow } from '../api/topic-models';
import { languageName, percent, relativeTime } from '../state/corpus-labels';
import styles from './corpus-admin.module.css';
import { SkeletonCards } from './skeleton-cards';
import tables from './topics-panel.module.css';

function ModelCard({ model, topics }: { model: TopicModelRow; topics?: CorpusTopic[] }) {
  const name = languageName(model.language);
  const metrics = [...model.metrics].sort((a, b) => b.support - a.support);
  return (
    <section className={tables.model} aria-labelledby={`model-${model.language}`}>
      <h3 id={`model-${model.language}`} className={tables.modelTitle}>
        {name}
      </h3>
      {model.reason !== null ? (
        <p className={styles.muted}>
          No model yet ({relativeTime(model.trainedAt)}): {model.reason}
        </p>
      ) : (
        <p className={styles.muted}>
          Trained {relativeTime(model.trainedAt)} on {model.trainingSize} item
          {model.trainingSize === 1 ? '' : 's'}; measured on {model.heldBackSize} held back
          {model.abstentionRate !== null
            ? `, leaving ${percent(model.abstentionRate)} of them without a topic rather than guess`
            : ''}
          .
        </p>
      )}
      {model.reason !== null ? null : metrics.length > 0 ? (
        <table className={tables.metrics}>
          <caption className={tables.caption}>Precision and recall per topic, {name}</caption>
          <thead>
            <tr>
              <th scope="col">Topic</th>
              <th scope="col">Precision</th>
              <th scope="col">Recall</th>
              <th scope="col">Support</th>
            </tr>
          </thead>
          <tbody>
            {metrics.map((metric) => (
              <tr key={metric.topic}>
                <th scope="row">{topicLabel(topics, metric.topic)}</th>
                <td data-label="Precision">{percent(metric.precision)}</td>
                <td data-label="Recall">{percent(metric.recall)}</td>
                <td data-label="Support">{metric.support}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className={styles.muted}>No held-back items to measure it on yet.</p>
      )}
    </section>
  );
}

export function TopicsPanel() {
  const models = useTopicModels();
  const topics = useCorpusTopics();
  const train = useTrainTopicModels();

  let body;
  if (models.isPending) {
    body = <SkeletonCards label="Loading topic models" count={2} />;
  } else if (!models.data) {
    body = <QueryErrorState title="We couldn't load the topic models" query={models} />;
  } else if (models.data.length === 0) {
    body = (
      <EmptyState icon={<BrainCircuit size={28} aria-hidden />} title="No topic model yet">
        <p>
          A model is trained per language once the corpus has enough labelled items: items whose
          topic a curator set or whose instance feed has a topic. There are too few so far. Until
          then, topics come from curators, feeds and the pages’ own sections and keywords.
        </p>
      </EmptyState>
    );
  } else {
    body = (
      <div className={tables.models}>
        {models.data.map((model) => (
          <ModelCard key={model.language} model={model} topics={topics.data} />
        ))}
      </div>
    );
  }

  return (
    <>
      <div className={styles.toolbar}>
        <p className={styles.muted}>
          Each language’s model learns from the corpus items with a curator’s or a feed’s topic.
          Train again after a round of reviews to use the new labels.
        </p>
        <Button
          variant="secondary"
          icon={<BrainCircuit size={16} aria-hidden />}
          busy={train.isPending}
          onClick={() => train.mutate()}
        >
          Train now
        </Button>
      </div>
      {body}
    </>
  );
}
