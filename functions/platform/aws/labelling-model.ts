/**
 * The labelling model, loaded and decoded once per container from LABELLING_MODEL_PATH: in
 * Lambda the layer's /opt/labelling-model/model.json, locally the same file in the repository
 * (layers/labelling-model/layer/). The core receives it as data and never touches the file system.
 */
import { readFile } from 'node:fs/promises';
import { decodeModel } from '#core/labelling/index';

type DecodedModel = ReturnType<typeof decodeModel>;

let model: Promise<DecodedModel> | undefined;

export function labellingModel(): Promise<DecodedModel> {
  model ??= (async () => {
    const path = process.env.LABELLING_MODEL_PATH ?? '/opt/labelling-model/model.json';
    return decodeModel(JSON.parse(await readFile(path, 'utf8')));
  })().catch((error: unknown) => {
    model = undefined;
    throw error;
  });
  return model;
}
