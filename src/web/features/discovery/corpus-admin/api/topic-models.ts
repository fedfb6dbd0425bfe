/**
 * `adminTopicModels` and `adminTrainTopicModels`: the topic model of each language, with when
 * it was trained, on how many items, and its precision and recall per topic on the items held
 * back; "Train now" replaces the list with the newly trained models.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../../gql';
import { graphqlRequest } from '../../../../lib/graphql-client';
import { showToast } from '../../../../lib/toast';
import { corpusKeys, retryUnlessForbidden } from './query-keys';

/** @public Spread by name into this file's documents (codegen.ts); nothing imports the constant. */
export const TopicModelFieldsDocument = graphql(`
  fragment TopicModelFields on TopicModel {
    language
    trainedAt
    trainingSize
    heldBackSize
    reason
    abstentionRate
    metrics {
      topic
      precision
      recall
      support
    }
  }
`);

const AdminTopicModelsDocument = graphql(`
  query AdminTopicModels {
    adminTopicModels {
      ...TopicModelFields
    }
  }
`);

const AdminTrainTopicModelsDocument = graphql(`
  mutation AdminTrainTopicModels {
    adminTrainTopicModels {
      ...TopicModelFields
    }
  }
`);

export interface TopicModelRow {
  language: string;
  trainedAt: number;
  trainingSize: number;
  heldBackSize: number;
  /** Why this language has no model yet; null when it has one. */
  reason: string | null;
  abstentionRate: number | null;
  metrics: { topic: string; precision: number; recall: number; support: number }[];
}

/** "Trained 2 topic models." — or why none could be: too few labelled items. */
function trainedMessage(models: TopicModelRow[]): string {
  const trained = models.filter((model) => model.reason === null).length;
  if (trained === 0) return 'Still too few labelled items to train a model.';
  return `Trained ${trained} topic model${trained === 1 ? '' : 's'}.`;
}

export function useTopicModels() {
  return useQuery({
    queryKey: corpusKeys.models,
    queryFn: async (): Promise<TopicModelRow[]> =>
      (await graphqlRequest(AdminTopicModelsDocument)).adminTopicModels,
    retry: retryUnlessForbidden,
  });
}

export function useTrainTopicModels() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<TopicModelRow[]> =>
      (await graphqlRequest(AdminTrainTopicModelsDocument)).adminTrainTopicModels,
    onSuccess: (models) => {
      client.setQueryData(corpusKeys.models, models);
      showToast({
        message: trainedMessage(models),
      });
    },
    onError: (error) => {
      showToast({ tone: 'error', message: `Training did not finish. ${error.message}` });
    },
  });
}
