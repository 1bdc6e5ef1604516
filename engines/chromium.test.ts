import { describeJourneys } from './harness';
import { JOURNEYS } from './journeys';

describeJourneys('chromium', JOURNEYS);
