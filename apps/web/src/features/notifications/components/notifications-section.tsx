import { pushTopics, type PushTopic } from '@second-gear/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, messageOf } from '../../../lib/api-error';
import {
  readPushPublicKey,
  usePushSubscriptions,
  useRemovePushSubscription,
  useSavePushSubscription,
} from '../api/push-subscriptions';
import { useT, type Translate } from '../../../lib/i18n';
import { browserPush, DevicePushError, type DevicePush } from '../device-push';
import { notificationsCatalogue } from '../i18n';

type NotificationsKey = Parameters<typeof notificationsCatalogue.t>[0];

const failure = (error: unknown, t: Translate<NotificationsKey>) =>
  error instanceof DevicePushError ? t(`reason.${error.reason}`) : messageOf(error);

const deviceKey = ['notifications', 'device'] as const;

/**
 * Notifications on this device: on or off, and which topics. The browser holds the subscription (its permission and
 * push service); the server keeps which topics each of the person's devices takes.
 */
export function NotificationsSection({ devicePush = browserPush }: { devicePush?: DevicePush }) {
  const t = useT(notificationsCatalogue);
  const queryClient = useQueryClient();
  const device = useQuery({ queryKey: deviceKey, queryFn: async () => (await devicePush.current()) ?? null });
  const subscriptions = usePushSubscriptions();
  const save = useSavePushSubscription();
  const remove = useRemovePushSubscription();
  const [chosen, setChosen] = useState<PushTopic[]>([...pushTopics]);
  const endpoint = device.data?.endpoint;
  const saved = subscriptions.data?.subscriptions.find((one) => one.endpoint === endpoint);
  const topics = saved ? saved.topics : chosen;

  const turnOn = useMutation({
    mutationFn: async () => {
      const publicKey = await readPushPublicKey();
      const subscription = await devicePush.subscribe(publicKey);
      try {
        await save.mutateAsync({ ...subscription, topics });
      } catch (error) {
        // The browser's subscription was another account's (someone else used this browser): a new one is this
        // account's own.
        if (!(error instanceof ApiError && error.status === 409)) throw error;
        await devicePush.unsubscribe();
        await save.mutateAsync({ ...(await devicePush.subscribe(publicKey)), topics });
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: deviceKey }),
  });

  const changeTopic = (topic: PushTopic, on: boolean) => {
    const next = pushTopics.filter((one) => (one === topic ? on : topics.includes(one)));
    if (saved && device.data) save.mutate({ ...device.data, topics: next });
    else setChosen(next);
  };

  const permission = devicePush.permission();
  const busy = turnOn.isPending || save.isPending || remove.isPending;
  const error = turnOn.error ?? save.error ?? remove.error;

  return (
    <section
      aria-labelledby="notifications-heading"
      className="card bg-base-100 border-base-300 max-w-xl border"
    >
      <div className="card-body gap-4">
        <h2 id="notifications-heading" className="text-xl font-bold">
          {t('heading')}
        </h2>
        {permission === 'unsupported' ? (
          <p>{t('reason.unsupported')}</p>
        ) : device.isPending || subscriptions.isPending ? (
          <p>{t('loading')}</p>
        ) : subscriptions.isError ? (
          <p role="alert" className="text-error">
            {messageOf(subscriptions.error)}
          </p>
        ) : (
          <>
            <p role="status" className="text-base-content/75">
              {saved ? t('on') : t('off')}
            </p>
            {permission === 'denied' && !saved && (
              <p role="alert" className="text-error">
                {t('reason.denied')}
              </p>
            )}
            <fieldset>
              <legend className="mb-2 font-semibold">{t('topics')}</legend>
              <ul className="space-y-3">
                {pushTopics.map((topic) => (
                  <li key={topic}>
                    <label className="label cursor-pointer justify-start gap-3 whitespace-normal">
                      <input
                        type="checkbox"
                        className="toggle toggle-primary"
                        checked={topics.includes(topic)}
                        disabled={busy}
                        onChange={(event) => changeTopic(topic, event.target.checked)}
                      />
                      <span className="text-base-content">{t(`topic.${topic}`)}</span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
            <div>
              {saved ? (
                <button
                  type="button"
                  className="btn btn-outline"
                  disabled={busy}
                  onClick={() => remove.mutate(saved.endpoint)}
                >
                  {t('turnOff')}
                </button>
              ) : (
                <button
                  type="button"
                  className="btn btn-primary"
                  disabled={busy || topics.length === 0}
                  onClick={() => turnOn.mutate()}
                >
                  {turnOn.isPending ? t('turningOn') : t('turnOn')}
                </button>
              )}
            </div>
          </>
        )}
        {error && (
          <p role="alert" className="text-error">
            {failure(error, t)}
          </p>
        )}
      </div>
    </section>
  );
}
