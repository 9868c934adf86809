export { enqueueJob, type JobSpec } from './queue';
export { createJobRunner, type JobContext, type JobHandler, type JobRunner, type RunnerOptions, type TickResult } from './runner';
export { registerJobPruning } from './prune';
export { listJobs, retryFailedJob, type JobView } from './inspect';
