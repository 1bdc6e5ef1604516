/**
 * The default reviews provider: renders the reference API's reviews and questions
 * (/data/reviews.json, /data/questions.json), fetched by hooks/useReviews.ts.
 */
import type { ReactNode } from 'react';
import { Button, InlineAlert } from '@cairnfield/design-system';
import { useQuestions, useReviews, type FeedState } from '../hooks/useReviews';
import type { ReviewsPanelProps, ReviewsProvider } from './provider';
import * as styles from './reviews.css';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

function PanelState<T>({
  resource,
  noun,
  children,
}: {
  resource: FeedState<T>;
  noun: string;
  children: (data: T) => ReactNode;
}) {
  if (resource.status === 'loading') {
    return (
      <p role="status" className={styles.muted}>
        Loading {noun}…
      </p>
    );
  }
  if (resource.status === 'error') {
    return (
      <div className={styles.error}>
        <InlineAlert tone="error">
          The {noun} could not be loaded. {resource.message}
        </InlineAlert>
        <Button variant="secondary" size="small" onClick={resource.retry}>
          Try again
        </Button>
      </div>
    );
  }
  return <>{children(resource.data)}</>;
}

export function DefaultReviews({ productId, productName }: ReviewsPanelProps) {
  const resource = useReviews(productId);
  return (
    <PanelState resource={resource} noun="reviews">
      {(reviews) =>
        reviews.length === 0 ? (
          <p className={styles.muted}>No reviews of {productName} yet.</p>
        ) : (
          <ol className={styles.list} aria-label={`Reviews of ${productName}`}>
            {reviews.map((review) => (
              <li key={review.id} className={styles.item}>
                <h3 className={styles.title}>{review.title || 'Review'}</h3>
                <p className={styles.meta}>
                  <span className={styles.rating}>Rated {review.rating} out of 5</span>
                  {' · '}
                  {review.author}
                  {review.submittedAt ? `, ${formatDate(review.submittedAt)}` : ''}
                </p>
                <p>{review.text}</p>
              </li>
            ))}
          </ol>
        )
      }
    </PanelState>
  );
}

export function DefaultQuestions({ productId, productName }: ReviewsPanelProps) {
  const resource = useQuestions(productId);
  return (
    <PanelState resource={resource} noun="questions">
      {(questions) =>
        questions.length === 0 ? (
          <p className={styles.muted}>No questions about {productName} yet.</p>
        ) : (
          <ol className={styles.list} aria-label={`Questions about ${productName}`}>
            {questions.map((q) => (
              <li key={q.id} className={styles.item}>
                <h3 className={styles.title}>{q.text}</h3>
                <p className={styles.meta}>
                  Asked by {q.author}
                  {q.submittedAt ? `, ${formatDate(q.submittedAt)}` : ''}
                </p>
                {q.answers.length > 0 ? (
                  <ul className={styles.answers}>
                    {q.answers.map((a) => (
                      <li key={a.id}>
                        <p>{a.text}</p>
                        <p className={styles.meta}>Answered by {a.author}</p>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className={styles.muted}>No answers yet.</p>
                )}
              </li>
            ))}
          </ol>
        )
      }
    </PanelState>
  );
}

export const defaultReviewsProvider: ReviewsProvider = {
  id: 'default',
  Reviews: DefaultReviews,
  Questions: DefaultQuestions,
};
