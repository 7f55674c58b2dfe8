import { messageTextMax } from '@second-gear/contract';
import { useId, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import { messageOf } from '../../../lib/api-error';
import { useAuth } from '../../../entities/session/auth-context';
import { signInPathBackTo } from '../../../entities/session/return-to';
import { useStartConversation } from '../api/talk-actions';

interface MessageSellerProps {
  car: { _id: string; productName: string; sellerEmail?: string | undefined };
}

/**
 * "Message seller": a question to the car's seller, which opens the conversation on the messages page. A visitor is
 * asked to sign in first; a seller's own car has no such button (the server refuses it too).
 */
export function MessageSeller({ car }: MessageSellerProps) {
  const { user } = useAuth();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  if (user && car.sellerEmail && user.email.toLowerCase() === car.sellerEmail.toLowerCase()) return null;
  if (!user) {
    return (
      <Link to={signInPathBackTo(location)} className="btn btn-outline w-full">
        Message seller
      </Link>
    );
  }
  return (
    <>
      <button type="button" className="btn btn-outline w-full" onClick={() => setOpen(true)}>
        Message seller
      </button>
      {open ? <AskDialog car={car} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function AskDialog({ car, onClose }: MessageSellerProps & { onClose: () => void }) {
  const start = useStartConversation();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const formId = useId();
  const fieldId = useId();
  const submit = () => {
    if (start.isPending || !text.trim()) return;
    start.mutate(
      { carId: car._id, text },
      { onSuccess: (conversation) => void navigate(`/dashboard/messages/${conversation._id}`) },
    );
  };
  return (
    <Dialog
      title={`Message the seller of ${car.productName}`}
      onClose={onClose}
      closable={!start.isPending}
      description="Ask anything before you book. Keep the talk and any payment on Second Gear."
      actions={
        <>
          <button type="button" className="btn" onClick={onClose} disabled={start.isPending}>
            Cancel
          </button>
          <button type="submit" form={formId} className="btn btn-primary" disabled={start.isPending}>
            {start.isPending ? 'Sending…' : 'Send'}
          </button>
        </>
      }
    >
      <form
        id={formId}
        className="space-y-2"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label htmlFor={fieldId} className="block font-medium">
          Your message
        </label>
        <textarea
          id={fieldId}
          data-autofocus
          className="textarea w-full"
          rows={4}
          maxLength={messageTextMax}
          required
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        {start.isError ? (
          <p role="alert" className="text-error text-sm font-medium">
            {messageOf(start.error)}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
