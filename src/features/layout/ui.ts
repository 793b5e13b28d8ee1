/** The shared UI pieces the header uses (src/components). */
export { CheckMark } from '../../components/CheckMark';
export { Container } from '../../components/Container';
export { Flag } from '../../components/Flag';
export { Spinner } from '../../components/Spinner';
export { Tooltip } from '../../components/Tooltip';
export { VisuallyHidden } from '../../components/VisuallyHidden';
