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
import { browserPush, DevicePushError, type DevicePush } from '../device-push';

const topicLabels: Record<PushTopic, string> = {
  messages: 'New messages',
  deals: 'Offers and test drives: answers, counters and changes',
  alerts: 'New cars for my saved searches',
  'price-drops': 'Price drops on cars I saved',
};

const deviceReasons: Record<DevicePushError['reason'], string> = {
  denied:
    "Notifications are blocked for Second Gear in this browser. Allow them in the browser's site settings, then try again.",
  unsupported: 'This browser cannot show notifications from websites.',
  'push-service':
    'This browser could not reach its push service, so notifications cannot be turned on now. Check the connection and try again later.',
};

const failure = (error: unknown) =>
  error instanceof DevicePushError ? deviceReasons[error.reason] : messageOf(error);

const deviceKey = ['notifications', 'device'] as const;

/**
 * Notifications on this device: on or off, and which topics. The browser holds the subscription (its permission and
 * push service); the server keeps which topics each of the person's devices takes.
 */
export function NotificationsSection({ devicePush = browserPush }: { devicePush?: DevicePush }) {
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
          Notifications on this device
        </h2>
        {permission === 'unsupported' ? (
          <p>{deviceReasons.unsupported}</p>
        ) : device.isPending || subscriptions.isPending ? (
          <p>Loading your notification settings…</p>
        ) : subscriptions.isError ? (
          <p role="alert" className="text-error">
            {messageOf(subscriptions.error)}
          </p>
        ) : (
          <>
            <p role="status" className="text-base-content/75">
              {saved
                ? 'Notifications are on for this device.'
                : 'Notifications are off for this device. Turn them on to hear of these even when Second Gear is closed.'}
            </p>
            {permission === 'denied' && !saved && (
              <p role="alert" className="text-error">
                {deviceReasons.denied}
              </p>
            )}
            <fieldset>
              <legend className="mb-2 font-semibold">Notify me of</legend>
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
                      <span className="text-base-content">{topicLabels[topic]}</span>
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
                  Turn off notifications
                </button>
              ) : (
                <button
                  type="button"
                  className="btn btn-primary"
                  disabled={busy || topics.length === 0}
                  onClick={() => turnOn.mutate()}
                >
                  {turnOn.isPending ? 'Turning on…' : 'Turn on notifications'}
                </button>
              )}
            </div>
          </>
        )}
        {error && (
          <p role="alert" className="text-error">
            {failure(error)}
          </p>
        )}
      </div>
    </section>
  );
}
