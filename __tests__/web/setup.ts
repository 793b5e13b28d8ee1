import '@testing-library/jest-dom';

// jsdom does not implement scrolling; react-router's ScrollRestoration calls it.
window.scrollTo = () => undefined;
import './formDataShim';
