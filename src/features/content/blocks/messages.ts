import { defineMessage, defineMessages } from 'react-intl';

export const blockMessages = defineMessages({
  readMore: { id: 'blocks.link.readMore', defaultMessage: 'Read more' },
  iframeTitle: { id: 'blocks.iframe.defaultTitle', defaultMessage: 'Embedded content' },
  sliderLabel: { id: 'blocks.slider.label', defaultMessage: 'Slideshow' },
  sliderPrevious: { id: 'blocks.slider.previous', defaultMessage: 'Previous slide' },
  sliderNext: { id: 'blocks.slider.next', defaultMessage: 'Next slide' },
  sliderPause: { id: 'blocks.slider.pause', defaultMessage: 'Pause slideshow' },
  sliderPlay: { id: 'blocks.slider.play', defaultMessage: 'Play slideshow' },
});

export const sliderSlideLabel = defineMessage<{ index: number; total: number }>({
  id: 'blocks.slider.slide',
  defaultMessage: '{index} of {total}',
});

export const sliderGoTo = defineMessage<{ index: number }>({
  id: 'blocks.slider.goTo',
  defaultMessage: 'Show slide {index}',
});

/** Footer.tsx and Breadcrumbs.tsx (next to this folder) keep their texts here with the blocks'. */
export const breadcrumbMessages = defineMessages({
  label: { id: 'blocks.breadcrumbs.label', defaultMessage: 'Breadcrumb' },
});

export const footerCopyright = defineMessage<{ year: number; siteName: string }>({
  id: 'blocks.footer.copyright',
  defaultMessage: '© {year} {siteName}',
});
