// What other modules may use of dispatch permits: the permit and driver covering an instant, or
// the permits of many vehicles over a span in one read (traffic-fine matching charges a fine in a
// permit's period to its driver), and a permit's brief (a dispatch condition check is attached to it).
export { permitBriefs, permitsCovering, permitsOverlapping, type CoveringPermit } from './reads';
