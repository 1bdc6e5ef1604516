/**
 * What a lazy part shows when its chunk did not load (spec 8's ChunkLoadError): the failure, in an
 * alert, with the one action that can help. Usually "Try again" (a new request: retryImport.ts);
 * when the browser holds on to an earlier failure that only a reload clears, "Reload the page",
 * saying that what the shopper entered is kept (the purchase form's draft, purchase/draft.ts).
 */
import { Button, InlineAlert } from '@cairnfield/design-system';

export interface ChunkErrorAlertProps {
  /** What the shopper is missing: 'Could not load {label}.' */
  label: string;
  /** Only a reload can load it (needsReload of the error). */
  stale: boolean;
  /** A retry is under way. */
  loading?: boolean;
  onRetry: () => void;
  /** Reloads the page. @default window.location.reload */
  onReload?: () => void;
}

export function ChunkErrorAlert({
  label,
  stale,
  loading = false,
  onRetry,
  onReload = () => window.location.reload(),
}: ChunkErrorAlertProps) {
  if (stale) {
    return (
      <InlineAlert tone="error" role="alert">
        Could not load {label}: your browser kept an earlier failed download. Reload the page to
        load it; what you have entered is kept.{' '}
        <Button variant="secondary" size="small" onClick={onReload}>
          Reload the page
        </Button>
      </InlineAlert>
    );
  }
  return (
    <InlineAlert tone="error" role="alert">
      Could not load {label}. Check your connection, then try again.{' '}
      <Button
        variant="secondary"
        size="small"
        loading={loading}
        loadingLabel={`Loading ${label}`}
        onClick={() => {
          if (!loading) onRetry();
        }}
      >
        Try again
      </Button>
    </InlineAlert>
  );
}
