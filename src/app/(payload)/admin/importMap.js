import { AnsweredNotice as AnsweredNotice_3aba599a3db73e03c6f58d53b542eedb } from '../../../cms/components/inboundMail/AnsweredNotice'
import { LeadActivityField as LeadActivityField_31ca42430a1376b047a04b276cf514fe } from '../../../cms/components/leadActivity/LeadActivityField'
import { ExportListMenuItem as ExportListMenuItem_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { ConvertToClient as ConvertToClient_7e32bd87547ac8918eac58da2dcb1830 } from '../../../cms/components/clients/ConvertToClient'
import { ResumeDownloadLink as ResumeDownloadLink_df7246b5f2c9a82b9f23dc0ec4ed6803 } from '../../../cms/components/ResumeDownloadLink'
import { PipelineLink as PipelineLink_a0012f5bdbb09522e9ef0b68df1df7a2 } from '../../../cms/components/pipeline/PipelineLink'
import { DuplicateNotice as DuplicateNotice_e5a192605ac0144046e52c6f54351bba } from '../../../cms/components/candidates/DuplicateNotice'
import { ConsentHistoryLink as ConsentHistoryLink_8a27a6bcb340c0a70cc98fbbb32ebecf } from '../../../cms/components/privacy/ConsentHistoryLink'
import { ResumeSuggestions as ResumeSuggestions_17e749412015f25353ccf7eb131c1fcc } from '../../../cms/components/candidates/ResumeSuggestions'
import { AddToRole as AddToRole_c35ca07e8e561c6f074ebeb5ec6eabd0 } from '../../../cms/components/candidates/AddToRole'
import { CandidateHistory as CandidateHistory_d527bc2d9449b02dce7f326afdec87e6 } from '../../../cms/components/candidates/CandidateHistory'
import { UploadResumesLink as UploadResumesLink_8192aaeb6e0a9609acfc026c0eba1cd2 } from '../../../cms/components/candidates/UploadResumesLink'
import { AttachToLead as AttachToLead_508e793f6568e2a48555ba4b58b89bf4 } from '../../../cms/components/inboundMail/AttachToLead'
import { MailFiles as MailFiles_7d2f9841d908b4af0afee7e28a3dd63f } from '../../../cms/components/inboundMail/MailFiles'
import { PublishAsOpening as PublishAsOpening_6ff24424423c4caea4bd4f1cb6ed2bdd } from '../../../cms/components/clients/PublishAsOpening'
import { ShortlistActions as ShortlistActions_49cd7c9e8da697a60ebbd5a6a28eae9e } from '../../../cms/components/clientArea/ShortlistActions'
import { SendInterviewTimes as SendInterviewTimes_7e1c96d453e5ad411a4eb2ea7adecd09 } from '../../../cms/components/interviews/SendInterviewTimes'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { FixedToolbarFeatureClient as FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlocksFeatureClient as BlocksFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { MissingTranslations as MissingTranslations_ad85fed934e55e41f9922ada2591d568 } from '../../../cms/components/openings/MissingTranslations'
import { ApplicantsByStage as ApplicantsByStage_1e257cdddbbf08d49b7e3419b4609602 } from '../../../cms/components/pipeline/ApplicantsByStage'
import { FindMatchingCandidates as FindMatchingCandidates_b41b34a7fe4304b961ca6543fe37bf53 } from '../../../cms/components/candidates/FindMatchingCandidates'
import { EnglishRequiredLabel as EnglishRequiredLabel_002963e69fd5b01e0ed47c84685da1ab } from '../../../cms/components/translations/EnglishRequiredLabel'
import { ApprovedCell as ApprovedCell_3167ffbeafb088ef50c53d75c5729bc0 } from '../../../cms/components/TestimonialCells'
import { SampleCell as SampleCell_3167ffbeafb088ef50c53d75c5729bc0 } from '../../../cms/components/TestimonialCells'
import { FaqTranslations as FaqTranslations_7bf73e9e7e38f0ede23e3e45559104b9 } from '../../../cms/components/content/FaqTranslations'
import { PrefillFromQuestion as PrefillFromQuestion_a408591bf390b87b803d18b17bed4b90 } from '../../../cms/components/PrefillFromQuestion'
import { AnswerThisCell as AnswerThisCell_d3026a9b31425b9a9cdbf1ddbadb6f23 } from '../../../cms/components/AnswerThis'
import { AnswerThisField as AnswerThisField_d3026a9b31425b9a9cdbf1ddbadb6f23 } from '../../../cms/components/AnswerThis'
import { FormatField as FormatField_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { Page as Page_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { SortBy as SortBy_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { SortOrder as SortOrder_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { LocaleField as LocaleField_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { SelectionToUseField as SelectionToUseField_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { LeadExportFields as LeadExportFields_53a3d3e153376afc78d8a0a22fa0490d } from '../../../cms/components/LeadExportFields'
import { CollectionField as CollectionField_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { ExportPreview as ExportPreview_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { ExportSaveButton as ExportSaveButton_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { ImportPreview as ImportPreview_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { ImportSaveButton as ImportSaveButton_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { SiteSettingsTranslations as SiteSettingsTranslations_7bc602e75c3d01d123e0b0eb549e2cc2 } from '../../../cms/components/content/SiteSettingsTranslations'
import { CareersTranslations as CareersTranslations_affe2d4de259d0992c4d51080f7e0c2e } from '../../../cms/components/content/PageTranslations'
import { TermsTranslations as TermsTranslations_affe2d4de259d0992c4d51080f7e0c2e } from '../../../cms/components/content/PageTranslations'
import { PipelineNavLink as PipelineNavLink_a0012f5bdbb09522e9ef0b68df1df7a2 } from '../../../cms/components/pipeline/PipelineLink'
import { CandidateSearchNavLink as CandidateSearchNavLink_e6b97e1bf218953ab5fd5a60fb2fb7bd } from '../../../cms/components/candidates/CandidateSearchLink'
import { InboxNavLink as InboxNavLink_637b246e6c79022c9a76b6a3c51518b5 } from '../../../cms/components/inbox/InboxLink'
import { ReportsNavLink as ReportsNavLink_d06b12a494308985a1fd06fa0dbed724 } from '../../../cms/components/reports/ReportsLink'
import { AdminAccessibility as AdminAccessibility_527c625214cd5d802f0892fbadafe56a } from '../../../cms/components/AdminAccessibility'
import { ImportExportProvider as ImportExportProvider_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { DashboardView as DashboardView_9bc43eed062e3fda768ce3e91e1be800 } from '../../../cms/components/dashboard/DashboardView'
import { PipelineView as PipelineView_6228a5ddf79b812d81748099957ca76f } from '../../../cms/components/pipeline/PipelineView'
import { InboxView as InboxView_90aeec7c2646b672857c5b174c7784c1 } from '../../../cms/components/inbox/InboxView'
import { MergeView as MergeView_3b68d5ba10275355fcf5df7798979e15 } from '../../../cms/components/candidates/MergeView'
import { CandidateSearchView as CandidateSearchView_2836502d2cec14780f3db5b543e2b538 } from '../../../cms/components/candidates/CandidateSearchView'
import { UploadResumesView as UploadResumesView_95962d5b5a5563d1e6beb58a8d6d7f13 } from '../../../cms/components/candidates/UploadResumesView'
import { ReportsView as ReportsView_246de3ab8a2d86709cc5c5c2d9451581 } from '../../../cms/components/reports/ReportsView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/cms/components/inboundMail/AnsweredNotice#AnsweredNotice": AnsweredNotice_3aba599a3db73e03c6f58d53b542eedb,
  "/cms/components/leadActivity/LeadActivityField#LeadActivityField": LeadActivityField_31ca42430a1376b047a04b276cf514fe,
  "@payloadcms/plugin-import-export/rsc#ExportListMenuItem": ExportListMenuItem_cdf7e044479f899a31f804427d568b36,
  "/cms/components/clients/ConvertToClient#ConvertToClient": ConvertToClient_7e32bd87547ac8918eac58da2dcb1830,
  "/cms/components/ResumeDownloadLink#ResumeDownloadLink": ResumeDownloadLink_df7246b5f2c9a82b9f23dc0ec4ed6803,
  "/cms/components/pipeline/PipelineLink#PipelineLink": PipelineLink_a0012f5bdbb09522e9ef0b68df1df7a2,
  "/cms/components/candidates/DuplicateNotice#DuplicateNotice": DuplicateNotice_e5a192605ac0144046e52c6f54351bba,
  "/cms/components/privacy/ConsentHistoryLink#ConsentHistoryLink": ConsentHistoryLink_8a27a6bcb340c0a70cc98fbbb32ebecf,
  "/cms/components/candidates/ResumeSuggestions#ResumeSuggestions": ResumeSuggestions_17e749412015f25353ccf7eb131c1fcc,
  "/cms/components/candidates/AddToRole#AddToRole": AddToRole_c35ca07e8e561c6f074ebeb5ec6eabd0,
  "/cms/components/candidates/CandidateHistory#CandidateHistory": CandidateHistory_d527bc2d9449b02dce7f326afdec87e6,
  "/cms/components/candidates/UploadResumesLink#UploadResumesLink": UploadResumesLink_8192aaeb6e0a9609acfc026c0eba1cd2,
  "/cms/components/inboundMail/AttachToLead#AttachToLead": AttachToLead_508e793f6568e2a48555ba4b58b89bf4,
  "/cms/components/inboundMail/MailFiles#MailFiles": MailFiles_7d2f9841d908b4af0afee7e28a3dd63f,
  "/cms/components/clients/PublishAsOpening#PublishAsOpening": PublishAsOpening_6ff24424423c4caea4bd4f1cb6ed2bdd,
  "/cms/components/clientArea/ShortlistActions#ShortlistActions": ShortlistActions_49cd7c9e8da697a60ebbd5a6a28eae9e,
  "/cms/components/interviews/SendInterviewTimes#SendInterviewTimes": SendInterviewTimes_7e1c96d453e5ad411a4eb2ea7adecd09,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#FixedToolbarFeatureClient": FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlocksFeatureClient": BlocksFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/cms/components/openings/MissingTranslations#MissingTranslations": MissingTranslations_ad85fed934e55e41f9922ada2591d568,
  "/cms/components/pipeline/ApplicantsByStage#ApplicantsByStage": ApplicantsByStage_1e257cdddbbf08d49b7e3419b4609602,
  "/cms/components/candidates/FindMatchingCandidates#FindMatchingCandidates": FindMatchingCandidates_b41b34a7fe4304b961ca6543fe37bf53,
  "/cms/components/translations/EnglishRequiredLabel#EnglishRequiredLabel": EnglishRequiredLabel_002963e69fd5b01e0ed47c84685da1ab,
  "/cms/components/TestimonialCells#ApprovedCell": ApprovedCell_3167ffbeafb088ef50c53d75c5729bc0,
  "/cms/components/TestimonialCells#SampleCell": SampleCell_3167ffbeafb088ef50c53d75c5729bc0,
  "/cms/components/content/FaqTranslations#FaqTranslations": FaqTranslations_7bf73e9e7e38f0ede23e3e45559104b9,
  "/cms/components/PrefillFromQuestion#PrefillFromQuestion": PrefillFromQuestion_a408591bf390b87b803d18b17bed4b90,
  "/cms/components/AnswerThis#AnswerThisCell": AnswerThisCell_d3026a9b31425b9a9cdbf1ddbadb6f23,
  "/cms/components/AnswerThis#AnswerThisField": AnswerThisField_d3026a9b31425b9a9cdbf1ddbadb6f23,
  "@payloadcms/plugin-import-export/rsc#FormatField": FormatField_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#Page": Page_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#SortBy": SortBy_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#SortOrder": SortOrder_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#LocaleField": LocaleField_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#SelectionToUseField": SelectionToUseField_cdf7e044479f899a31f804427d568b36,
  "/cms/components/LeadExportFields#LeadExportFields": LeadExportFields_53a3d3e153376afc78d8a0a22fa0490d,
  "@payloadcms/plugin-import-export/rsc#CollectionField": CollectionField_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#ExportPreview": ExportPreview_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#ExportSaveButton": ExportSaveButton_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#ImportPreview": ImportPreview_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#ImportSaveButton": ImportSaveButton_cdf7e044479f899a31f804427d568b36,
  "/cms/components/content/SiteSettingsTranslations#SiteSettingsTranslations": SiteSettingsTranslations_7bc602e75c3d01d123e0b0eb549e2cc2,
  "/cms/components/content/PageTranslations#CareersTranslations": CareersTranslations_affe2d4de259d0992c4d51080f7e0c2e,
  "/cms/components/content/PageTranslations#TermsTranslations": TermsTranslations_affe2d4de259d0992c4d51080f7e0c2e,
  "/cms/components/pipeline/PipelineLink#PipelineNavLink": PipelineNavLink_a0012f5bdbb09522e9ef0b68df1df7a2,
  "/cms/components/candidates/CandidateSearchLink#CandidateSearchNavLink": CandidateSearchNavLink_e6b97e1bf218953ab5fd5a60fb2fb7bd,
  "/cms/components/inbox/InboxLink#InboxNavLink": InboxNavLink_637b246e6c79022c9a76b6a3c51518b5,
  "/cms/components/reports/ReportsLink#ReportsNavLink": ReportsNavLink_d06b12a494308985a1fd06fa0dbed724,
  "/cms/components/AdminAccessibility#AdminAccessibility": AdminAccessibility_527c625214cd5d802f0892fbadafe56a,
  "@payloadcms/plugin-import-export/rsc#ImportExportProvider": ImportExportProvider_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/cms/components/dashboard/DashboardView#DashboardView": DashboardView_9bc43eed062e3fda768ce3e91e1be800,
  "/cms/components/pipeline/PipelineView#PipelineView": PipelineView_6228a5ddf79b812d81748099957ca76f,
  "/cms/components/inbox/InboxView#InboxView": InboxView_90aeec7c2646b672857c5b174c7784c1,
  "/cms/components/candidates/MergeView#MergeView": MergeView_3b68d5ba10275355fcf5df7798979e15,
  "/cms/components/candidates/CandidateSearchView#CandidateSearchView": CandidateSearchView_2836502d2cec14780f3db5b543e2b538,
  "/cms/components/candidates/UploadResumesView#UploadResumesView": UploadResumesView_95962d5b5a5563d1e6beb58a8d6d7f13,
  "/cms/components/reports/ReportsView#ReportsView": ReportsView_246de3ab8a2d86709cc5c5c2d9451581,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
