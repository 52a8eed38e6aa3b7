'use client'
// The chat widget's texts for the components inside the panel (chatWords.ts): the panel provides them, its log and the
// Customer Care form read them.
import { createContext, useContext } from 'react'

import { englishChatWords, type ChatWords } from './chatWords'

const ChatWordsContext = createContext<ChatWords>(englishChatWords)
export const ChatWordsProvider = ChatWordsContext.Provider
export const useChatWords = () => useContext(ChatWordsContext)
