import type { wrapLanguageModel } from 'ai';

/** A provider-level language model (`LanguageModelV3`): what providers and `ai/test` mocks make. */
export type ProviderModel = Parameters<typeof wrapLanguageModel>[0]['model'];

/** The model an example runs with, and how to name it to the user. */
export interface ChosenModel {
  readonly model: ProviderModel;
  /** e.g. `openai:gpt-4o-mini` or `careful-agent (scripted mock)`. */
  readonly label: string;
  readonly real: boolean;
}

/**
 * `openai(OPENAI_MODEL ?? fallbackId)` from `@ai-sdk/openai` when `OPENAI_API_KEY` is set, else the
 * given mock. The provider is imported only when it is used.
 *
 * @param envVar The variable naming the model id. Default `OPENAI_MODEL`.
 */
export async function chooseModel(mock: () => ProviderModel, fallbackId = 'gpt-4o-mini', envVar = 'OPENAI_MODEL'): Promise<ChosenModel> {
  if (!process.env.OPENAI_API_KEY) {
    const model = mock();
    return { model, label: `${model.modelId} (scripted mock; set OPENAI_API_KEY to use ${fallbackId})`, real: false };
  }
  const { openai } = await import('@ai-sdk/openai');
  const id = process.env[envVar] || fallbackId;
  return { model: openai(id), label: `openai:${id}`, real: true };
}
