/** The organisation's application configs for a picker, with the default (else the first) chosen. */
import { useEffect, useState } from 'react';
import { api } from './api.ts';
import type { ApplicationConfig } from './types.ts';

export function useConfigChoice(onError: (error: unknown) => void): { configs: ApplicationConfig[] | null; configId: string; setConfigId: (id: string) => void } {
  const [configs, setConfigs] = useState<ApplicationConfig[] | null>(null);
  const [configId, setConfigId] = useState('');
  useEffect(() => {
    api<ApplicationConfig[]>('GET', '/v1/application_configs')
      .then((list) => {
        setConfigs(list);
        setConfigId(list.find((c) => c.is_default)?.id ?? list[0]?.id ?? '');
      })
      .catch(onError);
  }, [onError]);
  return { configs, configId, setConfigId };
}
