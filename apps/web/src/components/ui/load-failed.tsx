import { messageOf } from '../../lib/api-error';

/** Something that could not be loaded: what failed, the server's reason, and a way to try again. */
export function LoadFailed({ what, error, retry }: { what: string; error: unknown; retry: () => void }) {
  return (
    <div role="alert" className="alert alert-error alert-soft flex flex-wrap">
      <span>
        <span className="font-semibold">{what} could not be loaded. </span>
        {messageOf(error)}
      </span>
      <button type="button" className="btn btn-sm" onClick={retry}>
        Try again
      </button>
    </div>
  );
}
