export type NavigateTo = (url: string) => void;

/**
 * A full page load (after logout, an impersonation change, a card payment's hand-over): an object so tests can
 * replace it (jest.spyOn(navigation, 'navigateTo')).
 */
export const navigation: { navigateTo: NavigateTo } = {
  navigateTo: (url) => window.location.assign(url),
};
