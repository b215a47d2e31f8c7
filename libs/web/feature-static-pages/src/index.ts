export { AboutUsPage } from './lib/about-us/AboutUsPage';
export { HowItWorksPage } from './lib/how-it-works/HowItWorksPage';
export { TermsPage } from './lib/terms/TermsPage';
export { PrivacyPage } from './lib/privacy/PrivacyPage';
export { HelpPage } from './lib/help/HelpPage';
export { NotFoundPage } from './lib/not-found/NotFoundPage';
export { FAQ_CATEGORIES, FAQ_ITEMS, type FaqCategory, type FaqItem } from './lib/help/faq.data';
export { filterFaqs } from './lib/help/filter-faqs';
