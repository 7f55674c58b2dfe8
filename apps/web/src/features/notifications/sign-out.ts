import { deletedAnswer } from '@second-gear/contract';
import { apiRequest } from '../../lib/api-client';
import { browserPush } from './device-push';

/**
 * Before signing out: this device stops receiving the account's notifications (the server forgets it and the browser
 * ends its subscription), so the next person on this browser does not see them. Never holds up the sign-out.
 */
export async function turnOffThisDevice(devicePush = browserPush): Promise<void> {
  try {
    const device = await devicePush.current();
    if (!device) return;
    await apiRequest('/push/subscriptions', deletedAnswer, {
      method: 'DELETE',
      body: { endpoint: device.endpoint },
      auth: true,
    });
    await devicePush.unsubscribe();
  } catch {
    // Offline, or the session already ended: the server keeps the device until the push service says it is gone.
  }
}
